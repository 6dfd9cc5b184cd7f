import { useEffect } from 'react';
import { liveClient } from './live-client';
import { useSession } from './session';

/**
 * The page's one live connection, made with the session's token (none for a visitor) and made
 * again when the token changes. Mounted once by the app, so every feature's live topics work
 * whichever screens are shown.
 */
export function LiveConnection(): null {
  const token = useSession()?.token ?? null;
  useEffect(() => liveClient.connect(token), [token]);
  return null;
}
