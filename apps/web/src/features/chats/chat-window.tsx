import { CHAT_MESSAGES } from '@havhjaelp/common/chats';
import { formatClockTime } from '@havhjaelp/common/nautical-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { errorText } from '../../lib/api';
import { useLiveState } from '../../lib/use-live';
import { useSessionUser } from '../../lib/session';
import { addChatMessage, chatLinesQuery, useOlderLines, useSendChat } from './api';
import { useChatKind } from './chat-kinds';
import { CHAT_WINDOW_SIZE as SIZE, placeChatWindow, takenOnScreen } from './chat-placement';
import { chatWindows, type OpenChat } from './chat-store';
import { useChatLines } from './use-chat-lines';
import { useMarkReadWhileShown } from './use-mark-read-while-shown';
import { useUnreadCount } from './use-unread-count';

interface ChatWindowProps {
  chat: OpenChat;
  /** Part of the phone's bottom sheet: laid out by the sheet, not placed or dragged. */
  docked: boolean;
}

export function ChatWindow({ chat: open, docked }: ChatWindowProps) {
  const { slot, minimized } = open;
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const live = useLiveState();
  const kind = useChatKind(open.kind);
  const chat = useQuery(chatLinesQuery(kind, open.id));
  const title = useQuery(kind.title(open.id)).data ?? 'Chat';
  const send = useSendChat(kind, open.id);
  const older = useOlderLines(kind, open.id);
  const [text, setText] = useState('');
  // Why the last line was refused; it stays, with the text kept, until a line goes through.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Placed where it covers none of the page's controls nor another window (the docked sheet
  // on a phone places itself).
  const [position, setPosition] = useState(() =>
    placeChatWindow(
      slot,
      { width: window.innerWidth, height: window.innerHeight },
      docked ? [] : takenOnScreen(),
    ),
  );
  const unread = useUnreadCount(open);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const bottom = useRef<HTMLLIElement>(null);

  useChatLines(kind, open.id, me?.id ?? '', (line) =>
    addChatMessage(queryClient, kind, open.id, line),
  );

  useMarkReadWhileShown(open, chat.data?.messages.at(-1)?.id, !minimized);

  // Follows the newest line; older lines put in front leave the reader where they are.
  const newest = chat.data?.messages.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, minimized]);

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, {
      onSuccess: () => {
        setText('');
        setRefusal(null);
      },
      onError: (error) => setRefusal(errorText(error, CHAT_MESSAGES.notSent)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (docked || (event.target as HTMLElement).closest('button')) return;
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setPosition({
      x: Math.max(0, Math.min(event.clientX - drag.current.dx, window.innerWidth - 80)),
      y: Math.max(0, Math.min(event.clientY - drag.current.dy, window.innerHeight - 40)),
    });
  };

  // A direct chat is already titled after the other person; a help chat after its call.
  const otherName = chat.data?.participants.find((p) => p.userId !== me?.id)?.userName;
  const other = otherName === title ? undefined : otherName;
  return (
    <section
      className="chat-window"
      aria-label={`Chat: ${title}`}
      style={
        docked
          ? undefined
          : {
              left: position.x,
              top: position.y,
              width: SIZE.width,
              height: minimized ? SIZE.minimized : SIZE.height,
            }
      }
      data-minimized={minimized}
    >
      <div
        className="chat-header"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
      >
        <div className="chat-title">
          <strong>
            {title}
            {minimized && unread > 0 && (
              <span className="count-badge" aria-label={`${unread} ulæste`}>
                {unread}
              </span>
            )}
          </strong>
          <span className="small">
            {other ? `med ${other} · ` : ''}
            <span data-state={live}>{live === 'connected' ? 'Forbundet' : 'Forbinder...'}</span>
          </span>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={minimized ? 'Udvid chat' : 'Minimer chat'}
          onClick={() => chatWindows.toggle(open)}
        >
          {minimized ? '▢' : '–'}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Luk chat"
          onClick={() => chatWindows.close(open)}
        >
          ×
        </button>
      </div>
      {!minimized && (
        <>
          {/* Focusable, so a keyboard can scroll back through a long chat. */}
          <ol className="chat-messages" aria-live="polite" aria-label="Beskeder" tabIndex={0}>
            {chat.data?.hasOlder && (
              <li className="chat-older">
                <button
                  type="button"
                  className="button button-small"
                  disabled={older.isPending}
                  onClick={() => {
                    const first = chat.data?.messages[0];
                    if (first) older.mutate(first.id);
                  }}
                >
                  {older.isError
                    ? 'Kunne ikke hente ældre beskeder. Prøv igen.'
                    : 'Vis ældre beskeder'}
                </button>
              </li>
            )}
            {chat.data?.messages.map((m) => (
              <li key={m.id} className={m.userId === me?.id ? 'chat-message mine' : 'chat-message'}>
                <span className="chat-meta small">
                  {m.userName} · <time dateTime={m.timestamp}>{formatClockTime(m.timestamp)}</time>
                </span>
                <span className="pre-wrap">{m.message}</span>
              </li>
            ))}
            <li ref={bottom} aria-hidden="true" />
          </ol>
          {refusal && (
            <p className="chat-refusal" role="alert">
              {refusal}
            </p>
          )}
          <form
            className="chat-form"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <textarea
              aria-label="Skriv en besked"
              placeholder="Skriv en besked (Enter sender, Shift+Enter giver ny linje)"
              rows={2}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button
              type="submit"
              className="button button-primary"
              disabled={!text.trim() || send.isPending}
            >
              Send
            </button>
          </form>
        </>
      )}
    </section>
  );
}
