import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@havhjaelp/common/zod-da';
import { Providers } from './app/providers';
import { router } from './app/router';
import { applyStoredTheme } from './features/theme/theme';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

applyStoredTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
