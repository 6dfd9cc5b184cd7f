import { ROUTES } from '@havhjaelp/common/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { ComingSoon } from '../components/ui/coming-soon';
import {
  loadForgotPasswordPage,
  loadResetPasswordPage,
  loadRegisterPage,
  LoginPage,
  RequireLogin,
} from '../features/auth';
import { loadCreditsPage } from '../features/credits';
import { DashboardPage } from '../features/dashboard';
import { loadGettingStartedPage } from '../features/guide';
import { loadPrivacyPage, loadTermsPage } from '../features/legal';
import { loadMapPage } from '../features/map';
import { loadSettingsPage } from '../features/settings';
import { loadVesselPage, loadVesselsPage } from '../features/vessels';
import { loadWeatherPage } from '../features/weather';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** Screens whose feature issues have not landed yet: heading plus an honest notice. */
const COMING_SOON: [path: string, title: string, needsLogin?: boolean][] = [
  [ROUTES.forum, 'Forum', true],
  [ROUTES.forumCategory, 'Forumkategori', true],
  [ROUTES.forumTopic, 'Forumemne', true],
  [ROUTES.friends, 'Venner', true],
];

const loginOnly = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;

// Long text pages load on demand, so the dashboard's first download stays small.
const privacyPage = async () => ({
  Component: (await loadPrivacyPage()).PrivacyPage,
});
const termsPage = async () => ({
  Component: (await loadTermsPage()).TermsPage,
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: ROUTES.dashboard, element: <DashboardPage /> },
      { path: ROUTES.login, element: <LoginPage /> },
      {
        path: ROUTES.register,
        lazy: async () => ({ Component: (await loadRegisterPage()).RegisterPage }),
      },
      {
        path: ROUTES.forgotPassword,
        lazy: async () => ({ Component: (await loadForgotPasswordPage()).ForgotPasswordPage }),
      },
      {
        path: ROUTES.resetPassword,
        lazy: async () => ({ Component: (await loadResetPasswordPage()).ResetPasswordPage }),
      },
      {
        path: ROUTES.settings,
        lazy: async () => {
          const { SettingsPage } = await loadSettingsPage();
          return { element: loginOnly(<SettingsPage />) };
        },
      },
      ...COMING_SOON.map(([path, title, needsLogin]) => {
        const element = <ComingSoon title={title} />;
        return { path, element: needsLogin ? loginOnly(element) : element };
      }),
      {
        path: ROUTES.vessels,
        lazy: async () => ({ Component: (await loadVesselsPage()).VesselsPage }),
      },
      {
        path: ROUTES.vessel,
        lazy: async () => {
          const { VesselPage } = await loadVesselPage();
          return { element: loginOnly(<VesselPage />) };
        },
      },
      {
        // Leaflet loads with the map only, so the dashboard's first download stays small.
        path: ROUTES.map,
        lazy: async () => ({ Component: (await loadMapPage()).MapPage }),
      },
      {
        path: ROUTES.weather,
        lazy: async () => ({ Component: (await loadWeatherPage()).WeatherPage }),
      },
      { path: ROUTES.privacy, lazy: privacyPage },
      { path: ROUTES.privacyShort, lazy: privacyPage },
      { path: ROUTES.terms, lazy: termsPage },
      { path: ROUTES.termsShort, lazy: termsPage },
      {
        path: ROUTES.credits,
        lazy: async () => ({
          Component: (await loadCreditsPage()).CreditsPage,
        }),
      },
      {
        path: ROUTES.gettingStarted,
        lazy: async () => ({
          Component: (await loadGettingStartedPage()).GettingStartedPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
