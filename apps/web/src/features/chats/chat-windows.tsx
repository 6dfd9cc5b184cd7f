import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { usePublishedHeight } from '../../lib/use-published-height';
import { useSessionUser } from '../../lib/session';
import { ChatWindow } from './chat-window';
import { useOpenChats } from './chat-store';

/**
 * Every open chat: floating windows side by side on a wide screen, each opened where no other
 * window is; on a phone a sheet docked to the bottom edge, clear of the navigation at the top.
 */
export function ChatWindows() {
  const chats = useOpenChats();
  const docked = useMediaQuery(PHONE_QUERY);
  // The docked sheet's height, so notices on a phone stand above it instead of over its input.
  const sheet = usePublishedHeight('--chat-sheet-space');
  if (useSessionUser() === null || chats.length === 0) return null;
  return (
    <div
      ref={docked ? sheet : undefined}
      className={docked ? 'chat-windows is-docked' : 'chat-windows'}
    >
      {chats.map((chat) => (
        <ChatWindow key={`${chat.kind}:${chat.id}`} chat={chat} docked={docked} />
      ))}
    </div>
  );
}
