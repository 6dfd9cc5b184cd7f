import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';

/** The Chats dropdown of the top navigation. Chats need an account, so logged out it points to login. */
export function ChatsMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-link nav-trigger">Chats ▾</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="start">
          <DropdownMenu.Label className="menu-label">Aktive chats</DropdownMenu.Label>
          <DropdownMenu.Item asChild className="menu-item">
            <Link to={ROUTES.login}>Log ind for at se dine chats</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
