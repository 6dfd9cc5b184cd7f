import { NO_SERVICE_LEVEL, SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import { LIMITS } from '@havhjaelp/common/limits';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { answerBetaWarning, isBetaWarningAccepted, type BetaWarningAnswer } from './beta-warning';

/**
 * Shown 0.5 s after login until accepted (SPEC.md section 4); only to logged-in users. Esc or a
 * click outside hides it for this visit only.
 */
export function BetaWarningDialog() {
  const session = useSession();
  // The forced password change comes first; the warning waits until it is done.
  const loggedIn = session !== null && !session.forcePasswordChange;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!loggedIn || isBetaWarningAccepted()) return;
    const timer = setTimeout(() => setOpen(true), LIMITS.betaWarningDelayMs);
    return () => clearTimeout(timer);
  }, [loggedIn]);

  const answer = (how: BetaWarningAnswer) => {
    answerBetaWarning(how);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open && loggedIn} onOpenChange={(next) => !next && answer('dismissed')}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" aria-describedby="beta-description">
          <Dialog.Title>Havhjælp er i beta</Dialog.Title>
          <div id="beta-description">
            <p>
              Du bruger en testversion. Funktioner kan ændre sig, og der kan være fejl.{' '}
              {NO_SERVICE_LEVEL}
            </p>
            <p className="safety-notice">
              <strong>⚠ {SAFETY_STATEMENT}</strong>
            </p>
          </div>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              onClick={() => answer('accepted')}
            >
              Jeg forstår
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
