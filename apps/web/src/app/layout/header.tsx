import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import { useSessionUser } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { UserMenu } from '../../features/auth';
import { ChatsMenu } from '../../features/chats';
import { loadMyRequestsBadge } from '../../features/help';
import { ThemeToggle } from '../../features/theme';
import { OnlineIndicator } from './online-indicator';

// A logged-in boater's calls; a visitor's first view carries neither it nor its menu library.
const MyRequestsBadge = lazy(loadMyRequestsBadge);

/**
 * The logo, the live state and the account. On a phone the boater's calls and chats get a row of
 * their own under it (the top navigation that holds the chats on a wide screen is a tab bar
 * there), and the theme moves to the tab bar's "Mere" menu.
 */
export function Header() {
  const member = useSessionUser() !== null;
  const phone = useMediaQuery(PHONE_QUERY);
  const calls = member && (
    <Suspense fallback={null}>
      <MyRequestsBadge />
    </Suspense>
  );
  const beta = member && (
    <span className="beta-badge" title="Havhjælp er i beta">
      BETA TEST
    </span>
  );
  return (
    <header className={member ? 'app-header is-member' : 'app-header'}>
      <Link to={ROUTES.dashboard} className="logo" aria-label="Havhjælp forside">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Havhjælp</span>
      </Link>
      <OnlineIndicator />
      <div className="header-actions">
        {!phone && calls}
        {!phone && <ThemeToggle />}
        {beta}
        <UserMenu />
      </div>
      {phone && member && (
        <div className="header-calls">
          {calls}
          <ChatsMenu />
        </div>
      )}
    </header>
  );
}
