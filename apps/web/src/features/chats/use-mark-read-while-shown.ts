import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../lib/use-page-visible';
import { useSessionUser } from '../../lib/session';
import { useMarkChatRead } from './api';
import { useChatKind } from './chat-kinds';
import type { ChatRef } from './chat-store';
import { useUnreadCount } from './use-unread-count';

/**
 * While a chat window is open, expanded and in front of the user, whatever is unread in it is
 * marked read up to its newest line. A background tab keeps its count until it is looked at.
 */
export function useMarkReadWhileShown(
  chat: ChatRef,
  lastMessageId: string | undefined,
  expanded: boolean,
): void {
  const userId = useSessionUser()?.id ?? '';
  const visible = usePageVisible();
  const unread = useUnreadCount(chat);
  const { mutate } = useMarkChatRead(userId);
  const kind = useChatKind(chat.kind);
  const { id } = chat;
  // Each line is reported once; a count still above 0 after that waits for the newer line to load.
  const reported = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!expanded || !visible || !lastMessageId || !unread) return;
    if (reported.current === lastMessageId) return;
    reported.current = lastMessageId;
    mutate(
      { kind, id, messageId: lastMessageId },
      { onError: () => (reported.current = undefined) },
    );
  }, [expanded, visible, lastMessageId, unread, mutate, kind, id]);
}
