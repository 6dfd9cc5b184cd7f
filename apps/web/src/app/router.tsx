import { ROUTES } from '@havhjaelp/common/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** Screens whose feature issues have not landed yet: heading plus an honest notice. */
const COMING_SOON: [path: string, title: string][] = [
  [ROUTES.login, 'Log ind'],
  [ROUTES.register, 'Opret konto'],
  [ROUTES.forgotPassword, 'Glemt adgangskode'],
  [ROUTES.resetPassword, 'Nulstil adgangskode'],
  [ROUTES.map, 'Kort'],
  [ROUTES.vessels, 'Skibe'],
  [ROUTES.vessel, 'Skibsprofil'],
  [ROUTES.weather, 'Vejr'],
  [ROUTES.forum, 'Forum'],
  [ROUTES.forumCategory, 'Forumkategori'],
  [ROUTES.forumTopic, 'Forumemne'],
  [ROUTES.friends, 'Venner'],
  [ROUTES.settings, 'Indstillinger'],
];

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
      ...COMING_SOON.map(([path, title]) => ({ path, element: <ComingSoon title={title} /> })),
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
