import { ROUTES } from '@havhjaelp/common/routes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The header's account corner: the user menu, or a login button. */
export function UserMenu() {
  const user = useSessionUser();
  if (!user) {
    return (
      <Link to={ROUTES.login} className="button button-primary">
        Log ind
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
