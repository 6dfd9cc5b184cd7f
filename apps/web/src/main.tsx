import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@havhjaelp/common/zod-da';
import { APP } from './app/app';
import { createQueryClient, Providers } from './app/providers';
import { router } from './app/router';
import { publicConfigQuery } from './lib/public-config';
import { applyStoredTheme } from './features/theme';
import './styles/layers.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/awareness.css';

applyStoredTheme();
const queryClient = createQueryClient();
// Contact addresses and the emergency number appear on many screens: have them before the first
// paint. If the server cannot be reached, the documented defaults are shown instead.
await queryClient.prefetchQuery(publicConfigQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers app={APP} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
