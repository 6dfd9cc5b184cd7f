import { ROUTES } from '@havhjaelp/common/routes';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { chatsQuery } from './api';
import { chatWindows } from './chat-store';
import { totalUnread } from './unread';

/** The Chats dropdown: every active chat with its unread count; choosing one opens its window. */
export default function ChatsDropdown({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const user = useSessionUser();
  const chats = useQuery({ ...chatsQuery(user?.id ?? ''), enabled: user !== null });
  const list = user ? (chats.data?.chats ?? []) : [];
  const unread = totalUnread(list);
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger
        className="nav-link nav-trigger"
        aria-label={unread > 0 ? `Chats, ${unread} ulæste` : 'Chats'}
      >
        Chats
        {unread > 0 && (
          <span className="count-badge" data-testid="chats-unread">
            {unread}
          </span>
        )}{' '}
        ▾
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="start">
          <DropdownMenu.Label className="menu-label">Aktive chats</DropdownMenu.Label>
          {!user && (
            <DropdownMenu.Item asChild className="menu-item">
              <Link to={ROUTES.login}>Log ind for at se dine chats</Link>
            </DropdownMenu.Item>
          )}
          {user && list.length === 0 && (
            // A disabled item, not loose text: a menu must hold items, and this one is read out.
            <DropdownMenu.Item disabled className="menu-empty small muted">
              {chats.isPending ? 'Henter chats...' : 'Ingen aktive chats'}
            </DropdownMenu.Item>
          )}
          {list.map((chat) => (
            <DropdownMenu.Item
              key={`${chat.type}:${chat.requestId}`}
              className="menu-item chat-menu-item"
              onSelect={() => chatWindows.open({ kind: chat.type, id: chat.requestId })}
              aria-label={`${chat.vesselName} med ${chat.partnerName}${chat.unreadCount > 0 ? `, ${chat.unreadCount} ulæste` : ''}`}
            >
              <span>
                <strong>{chat.vesselName}</strong>
                <span className="small muted"> med {chat.partnerName}</span>
              </span>
              {chat.unreadCount > 0 && <span className="count-badge">{chat.unreadCount}</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
