import { ROUTES, TEST_DASHBOARD_PATH } from '@havhjaelp/common/routes';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useLogout } from './api';
import type { SessionUser } from '@havhjaelp/common/auth';

/** The logged-in user's menu; loaded apart from a visitor's first view. */
export default function UserMenuDropdown({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const name = user.firstName || user.username;
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      {/* Named by its content, so the name holds the visible name (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="button user-menu-trigger">
        <span className="visually-hidden">Brugermenu: </span>
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu-name">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="end">
          <div className="menu-user">
            <strong>{name}</strong>
            <span className="small">{user.email}</span>
            {user.boatName && <span className="small muted">Båd: {user.boatName}</span>}
          </div>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item asChild className="menu-item">
            <Link to={ROUTES.gettingStarted}>Kom godt i gang</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <Link to={ROUTES.settings}>Indstillinger</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <a href={TEST_DASHBOARD_PATH} target="_blank" rel="noopener">
              Testdashboard
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={() => logout.mutate()}>
            Log ud
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
