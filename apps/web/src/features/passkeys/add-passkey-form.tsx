import type { Passkey } from '@havhjaelp/common/passkeys';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { useAddPasskey } from './api';
import { suggestedDeviceName, thisDevice } from './device';
import { DeviceNameField, useDeviceName } from './device-name-field';

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
  const form = useRef<HTMLFormElement>(null);
  const suggested = suggestedDeviceName(thisDevice());
  const deviceName = useDeviceName(suggested);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (deviceName.name === undefined) return;
    add.mutate(deviceName.name, {
      onSuccess: (passkey) => {
        // Ready for the next device: its suggested name again.
        deviceName.setTyped(suggested);
        setAttempt(0);
        onAdded?.(passkey);
      },
    });
  };

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={add.isPending}>
      <DeviceNameField
        value={deviceName.typed}
        error={attempt > 0 ? deviceName.problem : undefined}
        hint="Så kan du kende den igen, når du logger ind eller vil slette den."
        onChange={(value) => {
          deviceName.setTyped(value);
          add.reset();
        }}
      />
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
    </form>
  );
}
