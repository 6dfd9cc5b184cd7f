import type { Passkey } from '@havhjaelp/common/passkeys';
import { useState, type ReactNode } from 'react';
import { FormError } from '../../components/ui/field';
import { useAddPasskey } from './api';
import { suggestedDeviceName, thisDevice } from './device';
import { DeviceNameForm } from './device-name-form';

interface AddPasskeyFormProps {
  submitLabel: string;
  onAdded?: (passkey: Passkey) => void;
  /** More buttons beside the submit (the registration's "Spring over"). */
  children?: ReactNode;
}

/**
 * The name of the new passkey, offered as the browser suggests it ('Mobil Enhed' or 'Desktop')
 * and editable, and the button that asks the browser to make it.
 */
export function AddPasskeyForm({ submitLabel, onAdded, children }: AddPasskeyFormProps) {
  const add = useAddPasskey();
  const suggested = suggestedDeviceName(thisDevice());
  const [deviceName, setDeviceName] = useState(suggested);
  const save = (name: string) =>
    add.mutate(name, {
      onSuccess: (passkey) => {
        // Ready for the next device: its suggested name again.
        setDeviceName(suggested);
        onAdded?.(passkey);
      },
    });

  return (
    <DeviceNameForm
      value={deviceName}
      onChange={(value) => {
        setDeviceName(value);
        add.reset();
      }}
      busy={add.isPending}
      hint="Så kan du kende den igen, når du logger ind eller vil slette den."
      onSave={save}
    >
      <FormError>{add.isError && add.error.message}</FormError>
      {add.isSuccess && (
        <p className="form-success" role="status">
          Passkeyen &quot;{add.data.device_name}&quot; er tilføjet.
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Venter på din enhed...' : submitLabel}
        </button>
        {children}
      </div>
    </DeviceNameForm>
  );
}
