import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import {
  HELP_TYPE_LABELS,
  isOpenStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
  type HelpRequest,
  type HelpStatus,
} from '@havhjaelp/common/help';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import {
  formatDateTime,
  formatDistanceAndBearing,
  formatNauticalMiles,
  formatPosition,
} from '@havhjaelp/common/nautical-format';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/ui/field';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { ApiRequestError, errorText } from '../../lib/api';
import { useMyPosition } from '../../lib/use-my-position';
import { useSessionUser } from '../../lib/session';
import { helpRequestQuery, useChangeStatus } from './api';
import { ConfirmStatusChange, type EndingStatus } from './confirm-status-change';
import { HelpOffers } from './help-offers';
import { helpUi, useHelpUi } from './help-ui';
import { PriorityBadge } from './priority-badge';
import { useNow } from '../../lib/use-now';
import { CallWeather } from '../weather/lazy/call-weather';

/** The details modal of SPEC.md section 2, opened from the dashboard (and later the map). */
export function HelpDetailsDialog() {
  const { detailsId } = useHelpUi();
  return (
    <Dialog.Root open={detailsId !== null} onOpenChange={(open) => !open && helpUi.closeDetails()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog dialog-wide" aria-describedby={undefined}>
          {detailsId && <Details id={detailsId} />}
          <Dialog.Close className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Details({ id }: { id: string }) {
  const request = useQuery(helpRequestQuery(id));
  const now = useNow();
  const myPosition = useMyPosition();
  if (request.isPending) {
    return (
      <>
        <Dialog.Title>Anmodning</Dialog.Title>
        <p aria-busy="true">Henter...</p>
      </>
    );
  }
  if (request.isError) {
    return (
      <>
        <Dialog.Title>Anmodning</Dialog.Title>
        <FormError>{errorText(request.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      </>
    );
  }
  const r = request.data;
  return (
    <>
      <Dialog.Title>
        <PriorityBadge priority={r.priority} /> {r.vesselName}
      </Dialog.Title>
      <dl className="details-list">
        <dt>Problem</dt>
        <dd>{HELP_TYPE_LABELS[r.type]}</dd>
        <dt>Prioritet</dt>
        <dd>{PRIORITY_LABELS[r.priority]}</dd>
        <dt>Status</dt>
        <dd data-testid="help-status">{STATUS_LABELS[r.status]}</dd>
        <dt>Beskrivelse</dt>
        <dd className="pre-wrap">{r.description}</dd>
        <dt>Bruger</dt>
        <dd>
          {r.userName}
          {r.vhfChannel ? ` · VHF ${r.vhfChannel}` : ''}
        </dd>
        <dt>Tidspunkt</dt>
        <dd>
          <time dateTime={r.timestamp}>{relativeTimeDa(r.timestamp, now)}</time> ·{' '}
          {formatDateTime(r.timestamp)}
        </dd>
        <dt>Position</dt>
        <dd>
          {formatPosition(r.position)} · søgeradius {formatNauticalMiles(r.searchRadiusNm)}
        </dd>
        <CallWeather position={r.position} />
        {myPosition && (
          <>
            <dt>Afstand</dt>
            <dd>{formatDistanceAndBearing(myPosition, r.position)} fra dig</dd>
          </>
        )}
        {r.helperName && (
          <>
            <dt>Hjælper</dt>
            <dd>{r.helperName}</dd>
          </>
        )}
      </dl>
      <StatusActions request={r} />
      <HelpOffers request={r} />
      <SafetyNotice />
    </>
  );
}

/** The owner ends the request; the accepted helper reports progress; both can open the chat. */
function StatusActions({ request }: { request: HelpRequest }) {
  const me = useSessionUser();
  const change = useChangeStatus(request.id);
  // Ending the call with one click is asked about first (the close-call form is its own question).
  const [asking, setAsking] = useState<EndingStatus | null>(null);
  const isOwner = me !== null && request.userId === me.id;
  const isHelper = me !== null && request.helperId === me.id;
  const open = isOpenStatus(request.status);
  // Kept after the request ends, so "Status opdateret til: Løst" stays to be read.
  if (!isOwner && !isHelper) return null;

  const set = (status: HelpStatus) => change.mutate(status);
  const error = change.error;
  return (
    <div className="status-actions">
      <div className="button-row">
        {isOwner && open && (
          <>
            <button
              type="button"
              className="button button-primary"
              onClick={() => helpUi.openCloseCall(request.id)}
            >
              Luk kald
            </button>
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => setAsking('resolved')}
            >
              Markér som løst
            </button>
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => setAsking('cancelled')}
            >
              Annuller kald
            </button>
          </>
        )}
        {isHelper && request.status === 'accepted' && (
          <button
            type="button"
            className="button button-primary"
            disabled={change.isPending}
            onClick={() => set('on_way')}
          >
            Jeg er på vej
          </button>
        )}
        {isHelper && (request.status === 'accepted' || request.status === 'on_way') && (
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => set('arrived')}
          >
            Jeg er ankommet
          </button>
        )}
        {open && request.helperId && (
          <button
            type="button"
            className="button"
            onClick={() => {
              helpUi.closeDetails();
              helpUi.openChat(request.id);
            }}
          >
            Åbn chat
          </button>
        )}
      </div>
      {change.isSuccess && (
        <p className="form-success" role="status">
          Status opdateret til: {STATUS_LABELS[change.data.status]}
        </p>
      )}
      <FormError>
        {change.isError &&
          (error instanceof ApiRequestError && error.serverMessage
            ? `Fejl: ${error.serverMessage}`
            : errorText(error, HELP_FAILURES.status))}
      </FormError>
      <ConfirmStatusChange
        asking={asking}
        onConfirm={(status) => {
          setAsking(null);
          set(status);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
