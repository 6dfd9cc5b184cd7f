import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useOnline } from '../../../lib/use-online';
import { helpListQuery } from '../../help';
import { OFFLINE_LIVE_PARTS, offlineTitle } from '../offline-text';
import { helpListSourceSchema } from '../worker-messages';

/**
 * Whether the help list shown is the worker's copy, and from when (null: the server's answer;
 * undefined: the worker has not said yet). The worker tells each answer; a page that loaded
 * before it listened asks once.
 */
function useHelpListCopyFrom(): number | null | undefined {
  const [copyFrom, setCopyFrom] = useState<number | null | undefined>(() =>
    navigator.serviceWorker?.controller ? undefined : null,
  );
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const message = helpListSourceSchema.safeParse(event.data);
      if (message.success) setCopyFrom(message.data.copyFrom);
    };
    worker.addEventListener('message', onMessage);
    worker.controller?.postMessage({ type: 'help-list-source?' });
    return () => worker.removeEventListener('message', onMessage);
  }, []);
  return copyFrom;
}

/**
 * 'Offline - viser data fra {time}' while the browser is offline or the list shown is the
 * worker's copy: the time of the copy, else of the list as last fetched; and what needs a network.
 */
export function OfflineNotice({ loggedIn }: { loggedIn: boolean }) {
  const online = useOnline();
  const copyFrom = useHelpListCopyFrom();
  // Read from the cache only (never fetched here): when the list on screen was had.
  const list = useQuery({ ...helpListQuery(loggedIn), enabled: false });
  // Only to tell today's time from another day's: a minute's precision is plenty.
  const now = useNow(60_000);
  // Until the worker has said which list is shown, no time that may be the wrong one.
  if (copyFrom === undefined || (online && copyFrom === null)) return null;
  const shownFrom = copyFrom ?? (list.dataUpdatedAt > 0 ? list.dataUpdatedAt : null);
  return (
    <div className="toast toast-warning offline-notice" role="status">
      <span className="toast-text">
        <strong>{offlineTitle(shownFrom, now.getTime())}</strong>
        <span>{OFFLINE_LIVE_PARTS}</span>
      </span>
    </div>
  );
}
