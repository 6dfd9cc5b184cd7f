import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
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
        <ThemeToggle />
        <Link to={ROUTES.login} className="button button-primary">
          Log ind
        </Link>
      </div>
    </header>
  );
}
