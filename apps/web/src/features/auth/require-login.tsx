import { ROUTES } from '@havhjaelp/common/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginRedirectState } from './return-path';
import { useSession } from '../../lib/session';

/** Sends logged-out visitors to /login, remembering where they came from (SPEC.md section 2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return children;
}
