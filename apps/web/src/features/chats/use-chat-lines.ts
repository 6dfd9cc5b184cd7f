import type { ChatMessage } from '@havhjaelp/common/chats';
import { useMemo } from 'react';
import { useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import type { ChatKind } from './chat-kinds';

/** Runs `onLine` for each new line of the chat as it arrives live, wherever its kind tells it. */
export function useChatLines(
  kind: ChatKind,
  chatId: string,
  myId: string,
  onLine: (line: ChatMessage) => void,
): void {
  const topics = useLiveTopics();
  const source = useMemo(() => kind.lines(topics, chatId, myId), [kind, topics, chatId, myId]);
  useLiveTopic(source.topic, (event) => {
    const line = source.read(event);
    if (line) onLine(line);
  });
}
