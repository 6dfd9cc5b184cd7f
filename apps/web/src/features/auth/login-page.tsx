import { AUTH_MESSAGES, AUTH_FAILURES } from '@havhjaelp/common/auth';
import { ROUTES } from '@havhjaelp/common/routes';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Field, FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useLogin } from './api';
import { returnPathAfterLogin } from './return-path';
import { useSession } from '../../lib/session';

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

/**
 * SPEC.md's login modes start with "choose"; while password is the only mode (passkeys are not
 * built yet) there is nothing to choose, so the password form is shown at once.
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  // Already logged in (or just logged in): on to where the visitor was going.
  if (session) return <Navigate to={returnPathAfterLogin(location.state)} replace />;
  return (
    <Page title="Log ind" className="auth-page">
      <PasswordLogin />
      <p className="auth-links">
        Ny bruger? <Link to={ROUTES.register}>Opret konto</Link> ·{' '}
        <Link to={ROUTES.forgotPassword}>Glemt adgangskode?</Link>
      </p>
    </Page>
  );
}

function PasswordLogin() {
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
      <Field
        label="Brugernavn eller email"
        name="login"
        autoComplete="username"
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
      <button type="submit" className="button button-primary" disabled={login.isPending}>
        {login.isPending ? 'Logger ind...' : 'Log ind'}
      </button>
    </form>
  );
}
