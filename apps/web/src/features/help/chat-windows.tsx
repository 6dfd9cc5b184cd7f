import { useSessionUser } from '../auth/session';
import { ChatWindow } from './chat-window';
import { useHelpUi } from './help-ui';

/** Every open help chat as its own floating window, each opened where no other window is. */
export function ChatWindows() {
  const { chats } = useHelpUi();
  if (useSessionUser() === null) return null;
  return (
    <>
      {chats.map((chat) => (
        <ChatWindow
          key={chat.requestId}
          requestId={chat.requestId}
          slot={chat.slot}
          minimized={chat.minimized}
        />
      ))}
    </>
  );
}
