import { useSyncExternalStore } from 'react';

/** Which help overlays are open: the details modal, the close-call modal and the chat windows. */
export interface HelpUiState {
  detailsId: string | null;
  closeCallId: string | null;
  /** `slot` is where the window opened: the first place no other open window holds. */
  chats: { requestId: string; minimized: boolean; slot: number }[];
}

function freeSlot(chats: HelpUiState['chats']): number {
  let slot = 0;
  while (chats.some((chat) => chat.slot === slot)) slot++;
  return slot;
}

let state: HelpUiState = { detailsId: null, closeCallId: null, chats: [] };
const listeners = new Set<() => void>();

function set(next: Partial<HelpUiState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const helpUi = {
  openDetails: (id: string) => set({ detailsId: id }),
  closeDetails: () => set({ detailsId: null }),
  openCloseCall: (id: string) => set({ closeCallId: id, detailsId: null }),
  closeCloseCall: () => set({ closeCallId: null }),
  openChat: (requestId: string) => {
    const open = state.chats.find((chat) => chat.requestId === requestId);
    if (open) {
      set({
        chats: state.chats.map((c) => (c.requestId === requestId ? { ...c, minimized: false } : c)),
      });
    } else {
      set({
        chats: [...state.chats, { requestId, minimized: false, slot: freeSlot(state.chats) }],
      });
    }
  },
  closeChat: (requestId: string) =>
    set({ chats: state.chats.filter((chat) => chat.requestId !== requestId) }),
  toggleChat: (requestId: string) =>
    set({
      chats: state.chats.map((c) =>
        c.requestId === requestId ? { ...c, minimized: !c.minimized } : c,
      ),
    }),
  reset: () => set({ detailsId: null, closeCallId: null, chats: [] }),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHelpUi(): HelpUiState {
  return useSyncExternalStore(subscribe, () => state);
}
