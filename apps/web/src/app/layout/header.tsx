import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import { useSessionUser } from '../../lib/session';
import { UserMenu } from '../../features/auth';
import { loadMyRequestsBadge } from '../../features/help';
import { ThemeToggle } from '../../features/theme';
import { OnlineIndicator } from './online-indicator';

// A logged-in boater's calls; a visitor's first view carries neither it nor its menu library.
const MyRequestsBadge = lazy(loadMyRequestsBadge);

export function Header() {
  const member = useSessionUser() !== null;
  return (
    <header className="app-header">
      <Link to={ROUTES.dashboard} className="logo" aria-label="Havhjælp forside">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Havhjælp</span>
      </Link>
      <OnlineIndicator />
      <div className="header-actions">
        {member && (
          <Suspense fallback={null}>
            <MyRequestsBadge />
          </Suspense>
        )}
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
