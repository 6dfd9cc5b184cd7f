import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveConnection } from '../lib/live-connection';
import { FEATURES } from './features';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The first feature's provider outermost.
  const wrapped = FEATURES.reduceRight(
    (inner, { provider: Provider }) => (Provider ? <Provider>{inner}</Provider> : inner),
    children,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveConnection />
      {wrapped}
    </QueryClientProvider>
  );
}
