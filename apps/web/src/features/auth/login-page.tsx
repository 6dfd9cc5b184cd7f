import { AUTH_MESSAGES, AUTH_FAILURES } from '@havhjaelp/common/auth';
import { ROUTES } from '@havhjaelp/common/routes';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Field, FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useLogin } from './api';
import { returnPathAfterLogin } from './return-path';
import { useSession } from '../../lib/session';

// Passkeys come in a chunk of their own, asked for as the page opens: the password form and the
// choice never wait for them.
const loadPasskeys = () => import('../passkeys/lazy/login');
const PasskeyLogin = lazy(async () => ({ default: (await loadPasskeys()).PasskeyLogin }));
const PasskeyAutofill = lazy(async () => ({ default: (await loadPasskeys()).PasskeyAutofill }));

export const LOGIN_REQUIRED = 'Brugernavn eller email er påkrævet';

interface LoginFields {
  login: string;
  password: string;
}

/** What is missing before the login can be tried, per field. */
export function loginProblems(fields: LoginFields): Partial<Record<keyof LoginFields, string>> {
  return {
    ...(fields.login.trim() ? {} : { login: LOGIN_REQUIRED }),
    ...(fields.password ? {} : { password: AUTH_MESSAGES.passwordRequired }),
  };
}

/** The login's modes (SPEC.md section 4); "passkey" covers "passkey-select" too. */
export type LoginMode = 'choose' | 'password' | 'passkey';

/**
 * The way in: the person chooses passkey or password, and the other is one click away from
 * either. Either way the session starts in the same store, and the page sends the person on.
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [mode, setMode] = useState<LoginMode>('choose');
  useEffect(() => void loadPasskeys(), []);
  // Already logged in (or just logged in): on to where the visitor was going.
  if (session) return <Navigate to={returnPathAfterLogin(location.state)} replace />;
  return (
    <Page title="Log ind" className="auth-page">
      {mode === 'choose' && (
        <>
          <p>Vælg hvordan du vil logge ind.</p>
          <div className="auth-choices">
            <button
              type="button"
              className="button button-primary"
              onClick={() => setMode('passkey')}
            >
              Log ind med passkey
            </button>
            <button type="button" className="button" onClick={() => setMode('password')}>
              Log ind med password
            </button>
          </div>
        </>
      )}
      {mode === 'passkey' && (
        <Suspense fallback={<p className="muted">Henter...</p>}>
          <PasskeyLogin onUsePassword={() => setMode('password')} />
        </Suspense>
      )}
      {mode === 'password' && <PasswordLogin onUsePasskey={() => setMode('passkey')} />}
      <p className="auth-links">
        Ny bruger? <Link to={ROUTES.register}>Opret konto</Link> ·{' '}
        <Link to={ROUTES.forgotPassword}>Glemt adgangskode?</Link>
      </p>
    </Page>
  );
}

/**
 * The password form; its login field also offers the browser's passkeys (a person who picks one
 * is logged in with it), and the passkey way is a click away.
 */
function PasswordLogin({ onUsePasskey }: { onUsePasskey: () => void }) {
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<LoginFields>({ login: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const problems = attempt > 0 ? loginProblems(fields) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    // On success the session appears and the page redirects (see LoginPage).
    if (Object.keys(loginProblems(fields)).length === 0) login.mutate(fields);
  };

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
      <h2>Log ind med password</h2>
      <Field
        label="Brugernavn eller email"
        name="login"
        // `webauthn` last: the browser's autofill offers its passkeys for this site here too.
        autoComplete="username webauthn"
        autoFocus
        required
        value={fields.login}
        error={problems.login}
        onChange={(e) => setFields({ ...fields, login: e.target.value })}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={fields.password}
        error={problems.password}
        onChange={(e) => setFields({ ...fields, password: e.target.value })}
      />
      <FormError>{login.isError && errorText(login.error, AUTH_FAILURES.login)}</FormError>
      <Suspense fallback={null}>
        <PasskeyAutofill />
      </Suspense>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={login.isPending}>
          {login.isPending ? 'Logger ind...' : 'Log ind'}
        </button>
        <button type="button" className="button" onClick={onUsePasskey}>
          Log ind med passkey
        </button>
      </div>
    </form>
  );
}
