import { registerSW } from 'virtual:pwa-register';
import { showToast } from '../../../lib/toasts';

/** How often an open app asks whether a new version was deployed (boaters keep it open for hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
/** This page asked for the new version: it reloads when that version has taken over. */
let reloadAsked = false;

function offerNewVersion(): void {
  // One offer, never a reload of its own: someone may be typing a call or a chat line.
  showToast('info', 'Ny version klar', undefined, {
    label: 'Genindlæs',
    run: () => {
      reloadAsked = true;
      void update?.();
    },
  });
}

/**
 * Registers the worker (sw.js) once, after the first view: the browser then installs this
 * version's files, and a newer version waits until the person chooses 'Genindlæs'.
 */
export function registerWorker(): void {
  if (update || !('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: offerNewVersion,
    // The new version has taken over: asked for here, the page reloads into it; taken over from
    // another tab, this page keeps what is on it and offers the reload again.
    onNeedReload: () => (reloadAsked ? location.reload() : offerNewVersion()),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // A browser that refuses workers (blocked, a private window) keeps the app as it always was.
    onRegisterError: () => undefined,
  });
}
