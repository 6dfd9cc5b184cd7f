import { ROUTES } from '@havhjaelp/common/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { ComingSoon } from '../components/ui/coming-soon';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { RequireLogin } from '../features/auth/require-login';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** Screens whose feature issues have not landed yet: heading plus an honest notice. */
const COMING_SOON: [path: string, title: string, needsLogin?: boolean][] = [
  [ROUTES.vessels, 'Skibe'],
  [ROUTES.vessel, 'Skibsprofil', true],
  [ROUTES.weather, 'Vejr'],
  [ROUTES.forum, 'Forum', true],
  [ROUTES.forumCategory, 'Forumkategori', true],
  [ROUTES.forumTopic, 'Forumemne', true],
  [ROUTES.friends, 'Venner', true],
];

const loginOnly = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;

// Long text pages load on demand, so the dashboard's first download stays small.
const privacyPage = async () => ({
  Component: (await import('../features/legal/privacy-page')).PrivacyPage,
});
const termsPage = async () => ({
  Component: (await import('../features/legal/terms-page')).TermsPage,
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: ROUTES.dashboard, element: <DashboardPage /> },
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.register, element: <RegisterPage /> },
      { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
      {
        path: ROUTES.settings,
        lazy: async () => {
          const { SettingsPage } = await import('../features/settings/settings-page');
          return { element: loginOnly(<SettingsPage />) };
        },
      },
      ...COMING_SOON.map(([path, title, needsLogin]) => {
        const element = <ComingSoon title={title} />;
        return { path, element: needsLogin ? loginOnly(element) : element };
      }),
      {
        // Leaflet loads with the map only, so the dashboard's first download stays small.
        path: ROUTES.map,
        lazy: async () => ({ Component: (await import('../features/map/map-page')).MapPage }),
      },
      { path: ROUTES.privacy, lazy: privacyPage },
      { path: ROUTES.privacyShort, lazy: privacyPage },
      { path: ROUTES.terms, lazy: termsPage },
      { path: ROUTES.termsShort, lazy: termsPage },
      {
        path: ROUTES.credits,
        lazy: async () => ({
          Component: (await import('../features/credits/credits-page')).CreditsPage,
        }),
      },
      {
        path: ROUTES.gettingStarted,
        lazy: async () => ({
          Component: (await import('../features/guide/getting-started-page')).GettingStartedPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
