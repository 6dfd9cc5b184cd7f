import { deviceNameSchema } from '@havhjaelp/common/passkeys';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, useFocusFirstInvalid } from '../../components/ui/field';

interface DeviceNameFormProps {
  /** The name as typed. */
  value: string;
  /** The name was changed: what was said about the last one no longer holds. */
  onChange: (value: string) => void;
  busy: boolean;
  hint?: string;
  /** Called with the trimmed name once the shared schema accepts it. */
  onSave: (deviceName: string) => void;
  /** What follows the field: the form's messages and buttons. */
  children: ReactNode;
}

/**
 * A form that names a passkey (adding one, renaming one): the name checked by the shared schema
 * from the first try to send on, and the focus on it while it is wrong.
 */
export function DeviceNameForm(props: DeviceNameFormProps) {
  const { value, onChange, busy, hint, onSave, children } = props;
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const checked = deviceNameSchema.safeParse(value);
  const problem = attempt > 0 && !checked.success ? checked.error.issues[0]?.message : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (checked.success) onSave(checked.data);
  };

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Field
        label="Navn på passkeyen"
        name="deviceName"
        autoComplete="off"
        required
        value={value}
        error={problem}
        hint={hint}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
    </form>
  );
}
