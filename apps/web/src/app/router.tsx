import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireLogin } from '../features/auth';
import type { FeatureRoute } from '../lib/feature-face';
import { FACES } from './faces';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

function routeObject({ path, member, ...screen }: FeatureRoute): RouteObject {
  const element = (Page: ComponentType) =>
    member ? (
      <RequireLogin>
        <Page />
      </RequireLogin>
    ) : (
      <Page />
    );
  return 'page' in screen
    ? { path, element: element(screen.page) }
    : { path, lazy: async () => ({ element: element(await screen.load()) }) };
}

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...FACES.flatMap((face) => face.routes ?? []).map(routeObject),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
