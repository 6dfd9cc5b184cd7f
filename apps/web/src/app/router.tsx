import { ROUTES } from '@havhjaelp/common/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { CreditsPage } from '../features/credits/credits-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { GettingStartedPage } from '../features/guide/getting-started-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
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

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: ROUTES.dashboard, element: <DashboardPage /> },
      ...COMING_SOON.map(([path, title]) => ({ path, element: <ComingSoon title={title} /> })),
      { path: ROUTES.privacy, element: <PrivacyPage /> },
      { path: ROUTES.privacyShort, element: <PrivacyPage /> },
      { path: ROUTES.terms, element: <TermsPage /> },
      { path: ROUTES.termsShort, element: <TermsPage /> },
      { path: ROUTES.credits, element: <CreditsPage /> },
      { path: ROUTES.gettingStarted, element: <GettingStartedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
