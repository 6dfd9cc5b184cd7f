import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { FriendRequest } from '@havhjaelp/common/friends';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { friendRequestsQuery } from './api';
import { BlockButton, RelationButtons } from './person-actions';

/** 'Anmodninger': those waiting for my answer, and mine waiting for theirs. */
export function RequestsTab({ userId }: { userId: string }) {
  const requests = useQuery(friendRequestsQuery(userId));
  const now = useNow();
  return (
    <div className="stack">
      {requests.isError && (
        <FormError>{errorText(requests.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      )}
      {requests.isPending && <p aria-busy="true">Henter anmodninger...</p>}
      {requests.data && (
        <>
          <section aria-labelledby="received-title">
            <h2 id="received-title">Modtagne anmodninger</h2>
            <RequestList
              requests={requests.data.received}
              direction="received"
              now={now}
              empty="Ingen venter på dit svar."
            />
          </section>
          <section aria-labelledby="sent-title">
            <h2 id="sent-title">Sendte anmodninger</h2>
            <RequestList
              requests={requests.data.sent}
              direction="sent"
              now={now}
              empty="Du venter ikke på svar fra nogen."
            />
          </section>
        </>
      )}
    </div>
  );
}

function RequestList({
  requests,
  direction,
  now,
  empty,
}: {
  requests: readonly FriendRequest[];
  direction: 'received' | 'sent';
  now: Date;
  empty: string;
}) {
  if (requests.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul
      className="person-list"
      aria-label={direction === 'received' ? 'Modtagne anmodninger' : 'Sendte anmodninger'}
    >
      {requests.map((request) => {
        const other =
          direction === 'received'
            ? { userId: request.senderId, username: request.senderUsername }
            : { userId: request.receiverId, username: request.receiverUsername };
        return (
          <li key={request.id} className="person-row" data-relation={direction}>
            <div className="person-main">
              <strong className="person-name">{other.username}</strong>
              <span className="small muted">
                {direction === 'received' ? 'Modtaget' : 'Sendt'}{' '}
                {relativeTimeDa(request.createdAt, now)}
              </span>
            </div>
            <div className="person-actions">
              <RelationButtons
                person={other}
                relation={{ state: direction, requestId: request.id }}
              />
              {direction === 'received' && <BlockButton person={other} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
