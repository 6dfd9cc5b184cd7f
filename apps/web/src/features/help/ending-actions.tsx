import { isOpenStatus, type HelpRequest } from '@havhjaelp/common/help';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useChangeStatus } from './api';
import { helpUi } from './help-ui';
import { StatusChangeResult } from './status-change-result';
import './ending-actions.css';

/**
 * The owner's ways to end an open call, as one set with a line on what each does. Two, not
 * three: 'Luk kald' and a one-click "resolved" both end the call as resolved on the server, and
 * the close-call form is the one that can also carry a thank-you, so it is the one offered.
 */
export function EndingActions({ request }: { request: HelpRequest }) {
  const change = useChangeStatus(request.id);
  const [asking, setAsking] = useState(false);
  const heading = useId();
  const closeHint = useId();
  const cancelHint = useId();
  const open = isOpenStatus(request.status);
  if (!open && change.isIdle) return null;
  return (
    <section className="ending-actions" aria-labelledby={open ? heading : undefined}>
      {open && (
        <>
          <h3 id={heading}>Afslut kaldet</h3>
          <div className="ending-list">
            <div className="ending-action">
              <button
                type="button"
                className="button button-primary"
                aria-describedby={closeHint}
                onClick={() => helpUi.openCloseCall(request.id)}
              >
                Luk kald
              </button>
              <span id={closeHint} className="small muted">
                {request.helperName
                  ? `Du har fået hjælp: kaldet afsluttes som løst, og du kan takke ${request.helperName}.`
                  : 'Problemet er løst: kaldet afsluttes som løst.'}
              </span>
            </div>
            <div className="ending-action">
              <button
                type="button"
                className="button"
                aria-describedby={cancelHint}
                disabled={change.isPending}
                onClick={() => setAsking(true)}
              >
                Annuller kald
              </button>
              <span id={cancelHint} className="small muted">
                Du har ikke længere brug for hjælp: kaldet afsluttes som annulleret.
              </span>
            </div>
          </div>
        </>
      )}
      <StatusChangeResult change={change} />
      <ConfirmDialog
        open={asking}
        title="Annuller kaldet?"
        confirmLabel="Ja, annuller"
        // "Annuller" would read as the action itself here.
        cancelLabel="Fortryd"
        danger
        onConfirm={() => {
          setAsking(false);
          change.mutate('cancelled');
        }}
        onCancel={() => setAsking(false)}
      >
        Kaldet fjernes fra de aktive kald, og ingen kan længere tilbyde hjælp.
      </ConfirmDialog>
    </section>
  );
}
