import { listByEmailSchema, type LoginPasskey } from '@havhjaelp/common/passkeys';
import { PASSKEY_MESSAGES } from '@havhjaelp/common/passkeys-errors';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { fieldProblems } from '../../lib/form-problems';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { useNow } from '../../lib/use-now';
import { usePasskeyAutofill, usePasskeyLogin, usePasskeysByEmail } from './api';
import { passkeysSupported } from './ceremony';
import { DEVICE_TYPE_LABELS, lastUseText } from './device';
import { UnsupportedNote } from './unsupported-note';
import './passkeys.css';

interface PasskeyLoginProps {
  /** Goes to the password form, one click away from every passkey step. */
  onUsePassword: () => void;
}

/**
 * The login's passkey modes (SPEC.md section 4): "passkey" asks for the e-mail, and while it does
 * the browser's autofill offers the passkeys it holds, so a person may log in without typing; an
 * account with one passkey goes straight to the ceremony, one with several to "passkey-select".
 * A browser without WebAuthn says so, with the way to the password.
 */
export function PasskeyLogin({ onUsePassword }: PasskeyLoginProps) {
  const [chosen, setChosen] = useState<{ email: string; passkeys: LoginPasskey[] }>();
  const login = usePasskeyLogin();
  const passwordButton = (
    <button type="button" className="button" onClick={onUsePassword}>
      Log ind med password
    </button>
  );
  if (!passkeysSupported()) {
    return (
      <>
        <h2>Log ind med passkey</h2>
        <UnsupportedNote />
        {passwordButton}
      </>
    );
  }
  if (chosen) {
    return (
      <PasskeySelect
        {...chosen}
        login={login}
        onBack={() => {
          login.reset();
          setChosen(undefined);
        }}
      >
        {passwordButton}
      </PasskeySelect>
    );
  }
  return (
    <EmailStep login={login} onSeveral={(email, passkeys) => setChosen({ email, passkeys })}>
      {passwordButton}
    </EmailStep>
  );
}

type Login = ReturnType<typeof usePasskeyLogin>;

interface EmailStepProps {
  login: Login;
  onSeveral: (email: string, passkeys: LoginPasskey[]) => void;
  children: ReactNode;
}

function EmailStep({ login, onSeveral, children }: EmailStepProps) {
  const byEmail = usePasskeysByEmail();
  const autofill = usePasskeyAutofill();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const problem =
    attempt > 0 ? fieldProblems<'email'>(listByEmailSchema, { email }).email : undefined;
  const busy = byEmail.isPending || login.isPending || autofill.isPending;
  const failure = [byEmail, login, autofill].find((step) => step.isError)?.error?.message;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    login.reset();
    autofill.reset();
    const checked = listByEmailSchema.safeParse({ email });
    if (!checked.success) return;
    const address = checked.data.email;
    byEmail.mutate(address, {
      onSuccess: ({ passkeys }) => {
        const [only, ...others] = passkeys;
        if (only && others.length === 0) login.mutate({ email: address, passkeyId: only.id });
        else if (only) onSeveral(address, passkeys);
      },
    });
  };

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <h2>Log ind med passkey</h2>
      <Field
        label="Email"
        name="email"
        type="email"
        // `webauthn` last: the browser offers its passkeys for this site in the field's autofill.
        autoComplete="username webauthn"
        autoFocus
        required
        value={email}
        error={problem}
        onChange={(e) => {
          setEmail(e.target.value);
          byEmail.reset();
        }}
      />
      <FormError>{byEmail.data?.count === 0 ? PASSKEY_MESSAGES.noPasskeys : failure}</FormError>
      {busy && <PendingNote />}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Fortsæt
        </button>
        {children}
      </div>
    </form>
  );
}

interface PasskeySelectProps {
  email: string;
  passkeys: LoginPasskey[];
  login: Login;
  onBack: () => void;
  children: ReactNode;
}

/** "passkey-select": the account's passkeys, each with its name, kind and last use. */
function PasskeySelect({ email, passkeys, login, onBack, children }: PasskeySelectProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const now = useNow();
  return (
    <section aria-labelledby="passkey-select-heading" aria-busy={login.isPending}>
      <h2 id="passkey-select-heading" ref={heading} tabIndex={-1}>
        Vælg passkey
      </h2>
      <p>
        Der er {passkeys.length} passkeys til <strong>{email}</strong>. Vælg den, du vil logge ind
        med.
      </p>
      <ul className="passkey-choices">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <button
              type="button"
              className="button passkey-choice"
              disabled={login.isPending}
              onClick={() => login.mutate({ email, passkeyId: passkey.id })}
            >
              <strong>{passkey.deviceName}</strong>
              <span className="small muted">
                {DEVICE_TYPE_LABELS[passkey.deviceType]} · {lastUseText(passkey.lastUsedAt, now)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <FormError>{login.isError && login.error.message}</FormError>
      {login.isPending && <PendingNote />}
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Skift email
        </button>
        {children}
      </div>
    </section>
  );
}

function PendingNote({ children = 'Følg din browsers anvisninger for at bruge din passkey...' }) {
  return (
    <p className="muted" role="status">
      {children}
    </p>
  );
}

/**
 * The password form's share of passkeys: the browser's autofill of its login field offers them
 * too, and a person who picks one is logged in with it; a refusal of that login is said here.
 */
export function PasskeyAutofill() {
  const autofill = usePasskeyAutofill();
  return (
    <>
      <FormError>{autofill.isError && autofill.error.message}</FormError>
      {autofill.isPending && <PendingNote>Logger ind med din passkey...</PendingNote>}
    </>
  );
}
