import type { LatLng } from '@havhjaelp/common/geo';
import { dashboardStatusLabel, HELP_TYPE_LABELS, type HelpRequest } from '@havhjaelp/common/help';
import { formatDistanceAndBearing } from '@havhjaelp/common/nautical-format';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { LockIcon } from '../../components/ui/lock-icon';
import { helpUi } from './help-ui';
import { PriorityBadge } from './priority-badge';
import { SharePositionNote } from './share-position-note';
import { useNow } from '../../lib/use-now';

/**
 * Calls in the order given, named `label` for assistive technology; with `me`, each row says how
 * far away and in which direction the call is (about, to a call seen only roughly). Rows open
 * details when logged in; otherwise they carry a lock icon and ask the visitor to log in.
 */
export function HelpList({
  requests,
  loggedIn,
  label,
  empty,
  me = null,
}: {
  requests: readonly HelpRequest[];
  loggedIn: boolean;
  label: string;
  empty: string;
  me?: LatLng | null;
}) {
  const now = useNow();
  if (requests.length === 0) {
    return <p className="muted">{empty}</p>;
  }
  // A member who sees some of them only roughly is told how to see them precisely.
  const rough = loggedIn && requests.some((request) => !request.precise);
  return (
    <>
      {rough && <SharePositionNote />}
      <ul className="help-list" aria-label={label}>
        {requests.map((request) => {
          const status = dashboardStatusLabel(request.status);
          const content = (
            <>
              <PriorityBadge priority={request.priority} />
              <span className="help-row-main">
                <strong>{request.vesselName}</strong>
                <span className="small">
                  {HELP_TYPE_LABELS[request.type]} · {request.userName}
                  {me &&
                    ` · ${request.precise ? '' : 'ca. '}${formatDistanceAndBearing(me, request.position)}`}
                </span>
              </span>
              <span className={`status-label status-${status === 'Aktiv' ? 'open' : 'closed'}`}>
                {status}
              </span>
              <time className="small muted" dateTime={request.timestamp}>
                {relativeTimeDa(request.timestamp, now)}
              </time>
            </>
          );
          return (
            <li key={request.id} className="help-row" data-request-id={request.id}>
              {loggedIn ? (
                <button
                  type="button"
                  className="help-row-button"
                  onClick={() => helpUi.openDetails(request.id)}
                >
                  {content}
                </button>
              ) : (
                <button
                  type="button"
                  className="help-row-button is-locked"
                  aria-haspopup="dialog"
                  onClick={(event) => helpUi.askLogin('details', event.currentTarget)}
                >
                  {content}
                  <LockIcon label="Log ind for at se detaljer" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
