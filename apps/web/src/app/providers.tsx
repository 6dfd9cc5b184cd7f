import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveConnection } from '../lib/live-connection';
import { SlotsProvider } from '../lib/slots';
import type { ComposedApp } from './compose';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

export function Providers({
  app,
  queryClient,
  children,
}: {
  app: Pick<ComposedApp, 'providers' | 'slots'>;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The first face's provider outermost.
  const wrapped = app.providers.reduceRight(
    (inner, Provider) => <Provider>{inner}</Provider>,
    children,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SlotsProvider value={app.slots}>
        <LiveConnection />
        {wrapped}
      </SlotsProvider>
    </QueryClientProvider>
  );
}
