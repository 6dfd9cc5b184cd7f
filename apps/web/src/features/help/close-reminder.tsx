import { LIMITS } from '@havhjaelp/common/limits';
import { useState } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useSessionUser } from '../../lib/session';
import { helpUi } from './help-ui';
import { isReminderShown } from './my-requests';
import { useMyRequests } from './use-my-requests';

const dismissedKey = (userId: string) => `reminderDismissed.${userId}`;

/**
 * Reminds a logged-in owner to close requests they no longer need (SPEC.md section 4). Hiding it
 * holds for the current number of open requests, in this browser; a new or ended request brings
 * it back. Its data is the open-request poll of every 2 minutes (and live events). On a phone it
 * is one line, so the map and its call and emergency buttons keep their room.
 */
export function CloseReminder() {
  const user = useSessionUser();
  const { outgoing } = useMyRequests(LIMITS.openRequestPollMs);
  const [dismissed, setDismissed] = useState<{ userId: string; count: number | undefined }>();
  const [listOpen, setListOpen] = useState(false);
  const compact = useMediaQuery(PHONE_QUERY);
  if (!user) return null;
  const dismissedAt =
    dismissed?.userId === user.id
      ? dismissed.count
      : readStored(dismissedKey(user.id), z.number().int());
  if (!isReminderShown(outgoing.length, dismissedAt)) return null;

  const dismiss = () => {
    writeStored(dismissedKey(user.id), outgoing.length);
    setDismissed({ userId: user.id, count: outgoing.length });
  };
  const one = outgoing.length === 1;
  const list = (
    <ul>
      {outgoing.map((request) => (
        <li key={request.id}>
          <span>{request.vesselName}</span>
          <CloseCallButton requestId={request.id} />
        </li>
      ))}
    </ul>
  );
  if (compact) {
    return (
      <aside
        className="close-reminder is-compact"
        role="status"
        aria-label="Påmindelse om åbne kald"
      >
        <div className="close-reminder-line">
          <p>
            <strong>Husk at lukke</strong>{' '}
            {one ? outgoing[0]!.vesselName : `${outgoing.length} åbne kald`}
          </p>
          {one ? (
            <CloseCallButton requestId={outgoing[0]!.id} />
          ) : (
            <button
              type="button"
              className="button button-small"
              aria-expanded={listOpen}
              onClick={() => setListOpen((open) => !open)}
            >
              {listOpen ? 'Skjul' : 'Vis'}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label="Skjul påmindelse"
            title="Skjul påmindelse"
            onClick={dismiss}
          >
            ×
          </button>
        </div>
        {!one && listOpen && list}
      </aside>
    );
  }
  return (
    <aside className="close-reminder" role="status" aria-label="Påmindelse om åbne kald">
      <p>
        <strong>
          Du har {outgoing.length} {one ? 'åben anmodning' : 'åbne anmodninger'} om hjælp.
        </strong>{' '}
        Husk at lukke {one ? 'den' : 'dem'}, når du ikke længere har brug for hjælp, så ingen sejler
        ud forgæves.
      </p>
      {list}
      <button type="button" className="button button-small" onClick={dismiss}>
        Skjul påmindelse
      </button>
    </aside>
  );
}

function CloseCallButton({ requestId }: { requestId: string }) {
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => helpUi.openCloseCall(requestId)}
    >
      Luk kald
    </button>
  );
}
