import type { Passkey } from '@havhjaelp/common/passkeys';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DialogContent } from '../../components/ui/dialog-content';
import { FormError } from '../../components/ui/field';
import { useRenamePasskey } from './api';
import { DeviceNameForm } from './device-name-form';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
}

/** A new name for one passkey; mounted while open, so each opening starts from its name. */
export function RenamePasskeyDialog({ passkey, onClose }: RenamePasskeyDialogProps) {
  const rename = useRenamePasskey();
  const [deviceName, setDeviceName] = useState(passkey.device_name);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Omdøb passkey</Dialog.Title>
          <DeviceNameForm
            value={deviceName}
            onChange={(value) => {
              setDeviceName(value);
              rename.reset();
            }}
            busy={rename.isPending}
            onSave={(name) =>
              rename.mutate({ id: passkey.id, deviceName: name }, { onSuccess: onClose })
            }
          >
            <FormError>{rename.isError && rename.error.message}</FormError>
            <div className="button-row">
              <button type="submit" className="button button-primary" disabled={rename.isPending}>
                Gem navn
              </button>
              <Dialog.Close className="button">Annuller</Dialog.Close>
            </div>
          </DeviceNameForm>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
