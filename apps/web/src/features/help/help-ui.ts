import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '../../lib/session';
import { chatWindows } from '../chats';

/** Which help overlays are open: the details modal and the close-call modal. */
export interface HelpUiState {
  detailsId: string | null;
  closeCallId: string | null;
}

let state: HelpUiState = { detailsId: null, closeCallId: null };
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
  /** A help request's chat is the chats feature's window for it. */
  openChat: (requestId: string) => chatWindows.open({ kind: 'help', id: requestId }),
  closeChat: (requestId: string) => chatWindows.close({ kind: 'help', id: requestId }),
  reset: () => set({ detailsId: null, closeCallId: null }),
};

// The overlays show one person's calls: they close with the session.
onSessionEnd(helpUi.reset);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHelpUi(): HelpUiState {
  return useSyncExternalStore(subscribe, () => state);
}
