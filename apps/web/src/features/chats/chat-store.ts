import type { ChatType } from '@havhjaelp/common/chats';
import { onSessionEnd } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';

/** A chat as the web app names it: its kind and the id within the kind (a help chat: the request's). */
export interface ChatRef {
  kind: ChatType;
  id: string;
}

/** An open chat window; `slot` is where it opened: the first place no other open window holds. */
export interface OpenChat extends ChatRef {
  minimized: boolean;
  slot: number;
}

export const sameChat = (a: ChatRef, b: ChatRef): boolean => a.kind === b.kind && a.id === b.id;

function freeSlot(chats: readonly OpenChat[]): number {
  let slot = 0;
  while (chats.some((chat) => chat.slot === slot)) slot++;
  return slot;
}

const store = createStore<readonly OpenChat[]>([]);

/** Which chat windows are open and which of them are minimised. */
export const chatWindows = {
  /** Opens the chat's window, or brings back a minimised one. */
  open: (chat: ChatRef) =>
    store.set((open) =>
      open.some((c) => sameChat(c, chat))
        ? open.map((c) => (sameChat(c, chat) ? { ...c, minimized: false } : c))
        : [...open, { kind: chat.kind, id: chat.id, minimized: false, slot: freeSlot(open) }],
    ),
  close: (chat: ChatRef) => store.set((open) => open.filter((c) => !sameChat(c, chat))),
  toggle: (chat: ChatRef) =>
    store.set((open) =>
      open.map((c) => (sameChat(c, chat) ? { ...c, minimized: !c.minimized } : c)),
    ),
  reset: () => store.set([]),
};

// The windows are one person's: they close with the session.
onSessionEnd(chatWindows.reset);

export function useOpenChats(): readonly OpenChat[] {
  return useStore(store);
}
