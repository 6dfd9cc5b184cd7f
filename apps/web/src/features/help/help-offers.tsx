import {
  HELP_MESSAGES,
  isOpenStatus,
  type HelpRequest,
  type HelpResponse,
} from '@havhjaelp/common/help';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import { POSITION_MESSAGES } from '@havhjaelp/common/positions';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { responsesQuery, useAcceptHelper, useRespond } from './api';

/** Offers on a request: the owner sees all and accepts one; others see and make their own. */
export function HelpOffers({ request }: { request: HelpRequest }) {
  const me = useSessionUser();
  const responses = useQuery({ ...responsesQuery(request.id), enabled: me !== null });
  const accept = useAcceptHelper(request.id);
  const respond = useRespond(request.id);
  const [toAccept, setToAccept] = useState<HelpResponse | null>(null);
  const isOwner = me !== null && request.userId === me.id;
  const offers = responses.data ?? [];
  const canAccept = isOwner && !request.helperId && isOpenStatus(request.status);
  const mine = offers.some((offer) => offer.userId === me?.id);

  return (
    <section aria-labelledby="offers-heading" className="offers">
      <h3 id="offers-heading">Tilbud om hjælp</h3>
      {offers.length === 0 ? (
        <p className="muted small">Ingen tilbud endnu.</p>
      ) : (
        <ul className="offer-list">
          {offers.map((offer) => (
            <li key={offer.id} className="offer" data-status={offer.status}>
              <strong>{offer.userName}</strong>
              {offer.estimatedArrival && <span> · ankomst {offer.estimatedArrival}</span>}
              <span className="small muted">
                {' '}
                · {offer.status === 'accepted' ? 'Accepteret' : 'Tilbudt'}
              </span>
              {offer.message && <p className="pre-wrap">{offer.message}</p>}
              {canAccept && (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => setToAccept(offer)}
                >
                  Accepter {offer.userName}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {accept.isSuccess && (
        <p className="form-success" role="status">
          {HELP_MESSAGES.accepted}
        </p>
      )}
      <FormError>{accept.isError && errorText(accept.error, HELP_FAILURES.accept)}</FormError>
      <ConfirmDialog
        open={toAccept !== null}
        title="Accepter hjælper?"
        confirmLabel="Ja, accepter"
        onConfirm={() => {
          if (toAccept) accept.mutate(toAccept.id);
          setToAccept(null);
        }}
        onCancel={() => setToAccept(null)}
      >
        {toAccept?.userName} bliver din hjælper, og I kan skrive sammen i chatten. Andre kan ikke
        længere tilbyde hjælp.
      </ConfirmDialog>
      {respond.isSuccess && (
        <p className="form-success" role="status">
          {HELP_MESSAGES.offered}
        </p>
      )}
      {/* The helper's name, not id: a member who sees the call only roughly gets no ids. */}
      {!isOwner && !mine && request.helperName === null && isOpenStatus(request.status) && (
        <OfferForm respond={respond} loggedIn={me !== null} />
      )}
    </section>
  );
}

interface OfferFormProps {
  respond: ReturnType<typeof useRespond>;
  loggedIn: boolean;
}

function OfferForm({ respond, loggedIn }: OfferFormProps) {
  const [message, setMessage] = useState('');
  const [eta, setEta] = useState('');

  if (!loggedIn) return <p className="form-error">{HELP_MESSAGES.offerLoginRequired}</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    respond.mutate({ message: message.trim() || undefined, estimatedArrival: eta.trim() || null });
  };
  return (
    <form className="form" onSubmit={onSubmit} aria-busy={respond.isPending}>
      <label>
        Besked (valgfri)
        <textarea
          name="message"
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <Field
        label="Forventet ankomst (valgfri)"
        name="estimatedArrival"
        placeholder="fx 20 min"
        maxLength={50}
        value={eta}
        onChange={(e) => setEta(e.target.value)}
      />
      <p className="small muted">{POSITION_MESSAGES.sharedWhileHelping}.</p>
      <FormError>{respond.isError && errorText(respond.error, HELP_FAILURES.offer)}</FormError>
      <button type="submit" className="button button-primary" disabled={respond.isPending}>
        {respond.isPending ? 'Sender...' : 'Tilbyd hjælp'}
      </button>
    </form>
  );
}
