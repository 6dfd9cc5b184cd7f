import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import { UserMenu } from '../../features/auth/user-menu';
import { MyRequestsBadge } from '../../features/help/my-requests-badge';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { OnlineIndicator } from './online-indicator';

export function Header() {
  return (
    <header className="app-header">
      <Link to={ROUTES.dashboard} className="logo" aria-label="Havhjælp forside">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Havhjælp</span>
      </Link>
      <OnlineIndicator />
      <div className="header-actions">
        <MyRequestsBadge />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
