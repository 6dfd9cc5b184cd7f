import { deviceNameSchema } from '@havhjaelp/common/passkeys';
import { useState } from 'react';
import { Field } from '../../components/ui/field';

/** A passkey's name as typed, and what the shared schema makes of it: the name, or its problem. */
export function useDeviceName(initial: string) {
  const [typed, setTyped] = useState(initial);
  const checked = deviceNameSchema.safeParse(typed);
  return {
    typed,
    setTyped,
    name: checked.success ? checked.data : undefined,
    problem: checked.success ? undefined : checked.error.issues[0]?.message,
  };
}

interface DeviceNameFieldProps {
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}

export function DeviceNameField({ value, error, hint, onChange }: DeviceNameFieldProps) {
  return (
    <Field
      label="Navn på passkeyen"
      name="deviceName"
      autoComplete="off"
      required
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
