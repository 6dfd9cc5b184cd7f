import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '../../lib/session';
import { chatWindows } from '../chats';

/** What a visitor was after when asked to log in. */
export type LoginReason = 'details' | 'create';

export interface LoginAsk {
  /** Each ask its own, so a late "close" from an earlier prompt leaves a newer one open. */
  id: number;
  reason: LoginReason;
  /** What the visitor tapped in (a map popup, a call's row): the prompt keeps clear of it. */
  from: Element | null;
  open: boolean;
}

/**
 * Which help overlays are open: the details modal, the close-call modal, and the visitor's login
 * prompt (kept, closed, once asked, so its dialog hands the focus back as it closes).
 */
export interface HelpUiState {
  detailsId: string | null;
  closeCallId: string | null;
  loginAsk: LoginAsk | null;
}

let asks = 0;
const CLOSED: HelpUiState = { detailsId: null, closeCallId: null, loginAsk: null };
let state: HelpUiState = CLOSED;
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
  askLogin: (reason: LoginReason, from: Element | null = null) =>
    set({ loginAsk: { id: ++asks, reason, from, open: true } }),
  /** A newer ask has taken this one's place. */
  isLoginAskReplaced: (id: number) => state.loginAsk !== null && state.loginAsk.id !== id,
  closeLoginPrompt: (id: number) => {
    if (state.loginAsk?.id === id) set({ loginAsk: { ...state.loginAsk, open: false } });
  },
  reset: () => set(CLOSED),
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
