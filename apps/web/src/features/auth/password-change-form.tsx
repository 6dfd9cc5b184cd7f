import { AUTH_FAILURES } from '@havhjaelp/common/auth';
import { PASSWORD_MESSAGES, passwordRuleMessage } from '@havhjaelp/common/password-rules';
import { useState, type FormEvent } from 'react';
import { Fields, FormError } from '../../components/ui/field';
import { ApiRequestError, errorText } from '../../lib/api';
import { useChangePassword } from './api';

export const ALL_FIELDS_REQUIRED = 'Udfyld nuværende password, nyt password og bekræftelse';

type Validate = (current: string, next: string, confirm: string) => string | undefined;

/** Settings → Security: required fields, the rule with "Nyt password …", then match and differ. */
export const settingsPasswordProblem: Validate = (current, next, confirm) => {
  if (!current || !next || !confirm) return ALL_FIELDS_REQUIRED;
  return (
    passwordRuleMessage(next, true) ??
    (next !== confirm ? PASSWORD_MESSAGES.newMismatch : undefined) ??
    (next === current ? PASSWORD_MESSAGES.mustDiffer : undefined)
  );
};

/** What a failed change shows: the server's text, else the fixed fallbacks of SPEC.md section 8. */
export function passwordChangeErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) return errorText(error, AUTH_FAILURES.changePassword);
  return errorText(error, AUTH_FAILURES.changePasswordUnanswered);
}

const PASSWORD_FIELDS = [
  {
    name: 'currentPassword',
    label: 'Nuværende password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'Nyt password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmNewPassword',
    label: 'Bekræft nyt password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

interface PasswordChangeFormProps {
  validate: Validate;
  onDone?: () => void;
}

export function PasswordChangeForm({ validate, onDone }: PasswordChangeFormProps) {
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields.currentPassword, fields.newPassword, fields.confirmNewPassword);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: () => {
          setFields(EMPTY);
          onDone?.();
        },
      },
    );
  };

  const set = (name: keyof typeof fields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={change.isPending}>
      <Fields specs={PASSWORD_FIELDS} values={fields} onChange={set} />
      <FormError>{problem ?? (change.isError && passwordChangeErrorText(change.error))}</FormError>
      {change.isSuccess && !problem && (
        <p className="form-success" role="status">
          {change.data.message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={change.isPending}>
        {change.isPending ? 'Gemmer...' : 'Skift password'}
      </button>
    </form>
  );
}
