import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import {
  HELP_TYPE_LABELS,
  isOpenStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
  type HelpRequest,
  type HelpStatus,
} from '@havhjaelp/common/help';
import {
  formatDateTime,
  formatDistanceAndBearing,
  formatNauticalMiles,
  formatPosition,
} from '@havhjaelp/common/nautical-format';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { CALL_QUERY } from '@havhjaelp/common/routes';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DialogContent } from '../../components/ui/dialog-content';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-error';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
import { useMyPosition } from '../../lib/use-my-position';
import { useSessionUser } from '../../lib/session';
import { helpRequestQuery, useChangeStatus } from './api';
import { EndingActions } from './ending-actions';
import { StatusChangeResult } from './status-change-result';
import { HelpOffers } from './help-offers';
import { helpUi, useHelpUi } from './help-ui';
import { PriorityBadge } from './priority-badge';
import { SharePositionNote } from './share-position-note';
import { useNow } from '../../lib/use-now';
import { CallWeather } from '../weather/lazy/call-weather';

/** The details modal of SPEC.md section 2, opened from the dashboard (and later the map). */
export function HelpDetailsDialog() {
  const { detailsId } = useHelpUi();
  useCallFromAddress();
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

/**
 * A call opened by its address (callDetailsPath: a notification's click): its details open, and
 * the address is made plain again, so going back or reloading does not open them once more.
 */
function useCallFromAddress(): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(CALL_QUERY);
  useEffect(() => {
    if (!id) return;
    helpUi.openDetails(id);
    setParams(
      (current) => {
        current.delete(CALL_QUERY);
        return current;
      },
      { replace: true },
    );
  }, [id, setParams]);
}

function Details({ id }: { id: string }) {
  const request = useQuery(helpRequestQuery(id));
  const me = useSessionUser();
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
  const isOwner = me !== null && r.userId === me.id;
  const facts = <CallFacts request={r} />;
  return (
    <>
      <Dialog.Title>
        <PriorityBadge priority={r.priority} /> {r.vesselName}
      </Dialog.Title>
      {isOwner ? (
        // The owner already knows the call: what to do about it comes first.
        <>
          <HelpOffers request={r} />
          <StatusActions request={r} />
          <EndingActions request={r} />
          {facts}
        </>
      ) : (
        <>
          {facts}
          <StatusActions request={r} />
          <HelpOffers request={r} />
        </>
      )}
      <SafetyNotice />
    </>
  );
}

/**
 * What is known of the call: problem, status, who, when, where and how far. Seen only roughly (far
 * from it, and no part in it), it has no description or VHF channel, its place and distance are
 * about, and the member is told how to see it precisely.
 */
function CallFacts({ request: r }: { request: HelpRequest }) {
  const now = useNow();
  const myPosition = useMyPosition();
  return (
    <dl className="details-list">
      <dt>Problem</dt>
      <dd>{HELP_TYPE_LABELS[r.type]}</dd>
      <dt>Prioritet</dt>
      <dd>{PRIORITY_LABELS[r.priority]}</dd>
      <dt>Status</dt>
      <dd data-testid="help-status">{STATUS_LABELS[r.status]}</dd>
      {r.precise && (
        <>
          <dt>Beskrivelse</dt>
          <dd className="pre-wrap">{r.description}</dd>
        </>
      )}
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
      <dd data-testid="call-position">
        {r.precise ? '' : 'ca. '}
        {formatPosition(r.position)} · søgeradius {formatNauticalMiles(r.searchRadiusNm)}
        {!r.precise && <SharePositionNote />}
      </dd>
      <CallWeather position={r.position} />
      {myPosition && (
        <>
          <dt>Afstand</dt>
          <dd>
            {r.precise ? '' : 'ca. '}
            {formatDistanceAndBearing(myPosition, r.position)} fra dig
          </dd>
        </>
      )}
      {r.helperName && (
        <>
          <dt>Hjælper</dt>
          <dd>{r.helperName}</dd>
        </>
      )}
    </dl>
  );
}

/** The accepted helper reports progress; owner and helper can open the chat. */
function StatusActions({ request }: { request: HelpRequest }) {
  const me = useSessionUser();
  const change = useChangeStatus(request.id);
  const isOwner = me !== null && request.userId === me.id;
  const isHelper = me !== null && request.helperId === me.id;
  const chat = isOpenStatus(request.status) && Boolean(request.helperId);
  // Kept for the helper after the request ends, so "Status opdateret til: Ankommet" stays.
  if (!isHelper && !(isOwner && chat)) return null;

  const set = (status: HelpStatus) => change.mutate(status);
  return (
    <div className="status-actions">
      <div className="button-row">
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
        {chat && (
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
      <StatusChangeResult change={change} />
    </div>
  );
}
