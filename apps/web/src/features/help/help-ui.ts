import { onSessionEnd } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';
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
const store = createStore<HelpUiState>(CLOSED);

function set(next: Partial<HelpUiState>): void {
  store.set((state) => ({ ...state, ...next }));
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
  isLoginAskReplaced: (id: number) => {
    const { loginAsk } = store.get();
    return loginAsk !== null && loginAsk.id !== id;
  },
  closeLoginPrompt: (id: number) => {
    const { loginAsk } = store.get();
    if (loginAsk?.id === id) set({ loginAsk: { ...loginAsk, open: false } });
  },
  reset: () => store.set(CLOSED),
};

// The overlays show one person's calls: they close with the session.
onSessionEnd(helpUi.reset);

export function useHelpUi(): HelpUiState {
  return useStore(store);
}
