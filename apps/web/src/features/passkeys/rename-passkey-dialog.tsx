import type { Passkey } from '@havhjaelp/common/passkeys';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { DialogContent } from '../../components/ui/dialog-content';
import { FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { useRenamePasskey } from './api';
import { DeviceNameField, useDeviceName } from './device-name-field';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
}

/** A new name for one passkey; mounted while open, so each opening starts from its name. */
export function RenamePasskeyDialog({ passkey, onClose }: RenamePasskeyDialogProps) {
  const rename = useRenamePasskey();
  const form = useRef<HTMLFormElement>(null);
  const deviceName = useDeviceName(passkey.device_name);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (deviceName.name === undefined) return;
    rename.mutate({ id: passkey.id, deviceName: deviceName.name }, { onSuccess: onClose });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Omdøb passkey</Dialog.Title>
          <form
            ref={form}
            className="form"
            onSubmit={onSubmit}
            noValidate
            aria-busy={rename.isPending}
          >
            <DeviceNameField
              value={deviceName.typed}
              error={attempt > 0 ? deviceName.problem : undefined}
              onChange={(value) => {
                deviceName.setTyped(value);
                rename.reset();
              }}
            />
            <FormError>{rename.isError && rename.error.message}</FormError>
            <div className="button-row">
              <button type="submit" className="button button-primary" disabled={rename.isPending}>
                Gem navn
              </button>
              <Dialog.Close className="button">Annuller</Dialog.Close>
            </div>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
