import { COPIES_CACHE } from '@havhjaelp/common/app-worker';
import { useEffect } from 'react';
import { useSessionUser } from '../../../lib/session';
import { dropSessionCopies } from '../worker/offline-copies';
import { OfflineNotice } from './offline-notice';
import { registerWorker } from './registration';

/**
 * The installable app's part of the page, loaded after the first view: the worker's registration
 * with its 'Ny version klar' offer, and the offline notice.
 */
export default function AppNotices() {
  const user = useSessionUser();
  useEffect(registerWorker, []);
  useEffect(() => {
    // Logged out on this device: the copy of that session's calls goes with it.
    if (user === null && 'caches' in window)
      void caches
        .has(COPIES_CACHE)
        .then(async (kept) => kept && dropSessionCopies(await caches.open(COPIES_CACHE)));
  }, [user]);
  return <OfflineNotice loggedIn={user !== null} />;
}
