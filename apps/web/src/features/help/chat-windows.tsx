import { useSessionUser } from '../auth/session';
import { ChatWindow } from './chat-window';
import { useHelpUi } from './help-ui';

/** Every open help chat as its own floating window, cascaded so new ones do not cover old ones. */
export function ChatWindows() {
  const { chats } = useHelpUi();
  if (useSessionUser() === null) return null;
  return (
    <>
      {chats.map((chat, index) => (
        <ChatWindow
          key={chat.requestId}
          requestId={chat.requestId}
          index={index}
          minimized={chat.minimized}
        />
      ))}
    </>
  );
}
