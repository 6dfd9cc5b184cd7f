import { forcedChangeMessage } from '@havhjaelp/common/password-rules';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { PasswordChangeForm, ALL_FIELDS_REQUIRED } from './password-change-form';
import { useSession } from '../../lib/session';

const forcedProblem = (current: string, next: string, confirm: string) =>
  !current || !next || !confirm ? ALL_FIELDS_REQUIRED : forcedChangeMessage(current, next, confirm);

/**
 * Shown while login said the password is older than 30 days. It has no close button and ignores
 * Escape and outside clicks: the only way out is a successful change, which clears the flag.
 */
export function ForcedPasswordChange() {
  const open = useSession()?.forcePasswordChange === true;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent
          className="dialog"
          aria-describedby="forced-change-description"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title>Skift dit password</Dialog.Title>
          <Dialog.Description id="forced-change-description">
            Dit password er mere end 30 dage gammelt. Af sikkerhedshensyn skal du vælge et nyt, før
            du fortsætter.
          </Dialog.Description>
          <PasswordChangeForm validate={forcedProblem} />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
