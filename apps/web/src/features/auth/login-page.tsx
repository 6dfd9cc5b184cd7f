import { ROUTES } from '@havhjaelp/common/routes';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Field, FormError } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useLogin } from './api';
import { returnPathAfterLogin } from './return-path';
import { useSession } from './session';

/** SPEC.md login modes; the passkey modes join when passkeys land. */
type LoginMode = 'choose' | 'password';

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [mode, setMode] = useState<LoginMode>('choose');
  // Already logged in (or just logged in): on to where the visitor was going.
  if (session) return <Navigate to={returnPathAfterLogin(location.state)} replace />;
  return (
    <Page title="Log ind" className="auth-page">
      {mode === 'choose' ? (
        <div className="auth-choices">
          <p>Vælg hvordan du vil logge ind.</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setMode('password')}
          >
            Log ind med brugernavn og password
          </button>
        </div>
      ) : (
        <PasswordLogin onBack={() => setMode('choose')} />
      )}
      <p className="auth-links">
        Ny bruger? <Link to={ROUTES.register}>Opret konto</Link> ·{' '}
        <Link to={ROUTES.forgotPassword}>Glemt adgangskode?</Link>
      </p>
    </Page>
  );
}

function PasswordLogin({ onBack }: { onBack: () => void }) {
  const login = useLogin();
  const [fields, setFields] = useState({ login: '', password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // On success the session appears and the page redirects (see LoginPage).
    login.mutate(fields);
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={login.isPending}>
      <Field
        label="Brugernavn eller email"
        name="login"
        autoComplete="username"
        required
        autoFocus
        value={fields.login}
        onChange={(e) => setFields({ ...fields, login: e.target.value })}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={fields.password}
        onChange={(e) => setFields({ ...fields, password: e.target.value })}
      />
      <FormError>{login.isError && errorText(login.error, 'Login fejlede')}</FormError>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={login.isPending}>
          {login.isPending ? 'Logger ind...' : 'Log ind'}
        </button>
        <button type="button" className="button" onClick={onBack}>
          Tilbage
        </button>
      </div>
    </form>
  );
}
