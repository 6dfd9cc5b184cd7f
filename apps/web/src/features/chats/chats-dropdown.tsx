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
      {/*
        Named by its content, so the name holds the visible word (WCAG 2.5.3); the count is read
        from the hidden words, the badge is only seen.
      */}
      <DropdownMenu.Trigger className="nav-link nav-trigger">
        Chats
        {unread > 0 && (
          <>
            <span className="visually-hidden"> ({unread} ulæste)</span>
            <span className="count-badge" data-testid="chats-unread" aria-hidden="true">
              {unread}
            </span>
          </>
        )}{' '}
        <span aria-hidden="true">▾</span>
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
            >
              <span>
                <strong>{chat.vesselName}</strong>
                <span className="small muted"> med {chat.partnerName}</span>
                {chat.unreadCount > 0 && (
                  <span className="visually-hidden"> ({chat.unreadCount} ulæste)</span>
                )}
              </span>
              {chat.unreadCount > 0 && (
                <span className="count-badge" aria-hidden="true">
                  {chat.unreadCount}
                </span>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
