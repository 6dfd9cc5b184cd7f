import { Workbox } from 'workbox-window';
import { showToast } from '../../../lib/toasts';

/** The worker vite-plugin-pwa builds (vite.config.ts), at the root so its scope is the whole app. */
const WORKER_URL = '/sw.js';

/** How often an open app asks whether a new version was deployed (boaters keep it open for hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
/** This page asked for the new version: it reloads once that version has taken over. */
let reloadAsked = false;

function offerNewVersion(): void {
  // An offer, never a reload of its own: someone may be typing a call or a chat line.
  showToast('info', 'Ny version klar', undefined, {
    label: 'Genindlæs',
    run: () => {
      reloadAsked = true;
      workbox?.messageSkipWaiting();
    },
  });
}

/**
 * Registers the worker once, after the first view: the browser then installs this version's
 * files, and a newer version waits (Workbox's 'waiting', also when another tab found it) until
 * the person chooses 'Genindlæs'.
 */
export function registerWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', offerNewVersion);
  // The browser's own event, not Workbox's 'controlling', which stays silent for a version found
  // by a later update check (Workbox counts those as another page's).
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first version taking the page is no new version.
    if (!controlled) {
      controlled = true;
      return;
    }
    // A new version has taken over: asked for here, the page reloads into it; taken over from
    // another tab, this page keeps what is on it and offers the reload again.
    if (reloadAsked) location.reload();
    else offerNewVersion();
  });
  workbox.register({ immediate: true }).then(
    (registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // A browser that refuses workers (blocked, a private window) keeps the app as it always was.
    () => undefined,
  );
}
