import { AUTH_FAILURES } from '@havhjaelp/common/auth';
import { LIMITS } from '@havhjaelp/common/limits';
import {
  PASSWORD_MESSAGES,
  passwordRuleMessage,
  passwordStrength,
} from '@havhjaelp/common/password-rules';
import { ROUTES } from '@havhjaelp/common/routes';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, FormError } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useResetPassword } from './api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <Page title="Ugyldigt Link" className="auth-page">
        <p className="form-error" role="alert">
          Ugyldigt nulstillings-link. Token mangler.
        </p>
        <p>
          <Link to={ROUTES.forgotPassword}>Bed om et nyt link</Link>
        </p>
      </Page>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(ROUTES.login), LIMITS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      passwordRuleMessage(password) ??
      (password !== confirm ? PASSWORD_MESSAGES.resetMismatch : undefined);
    setProblem(found);
    if (!found) reset.mutate({ token, newPassword: password });
  };

  if (reset.isSuccess) {
    return (
      <Page title="Nulstil adgangskode" className="auth-page">
        <p className="form-success" role="status">
          {reset.data.message} Du sendes videre til log ind om få sekunder.
        </p>
      </Page>
    );
  }

  const strength = passwordStrength(password);
  return (
    <Page title="Nulstil adgangskode" lead="Vælg en ny adgangskode." className="auth-page">
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={reset.isPending}>
        <Field
          label="Ny adgangskode"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={
            password && (
              <span className="password-strength" data-strength={strength} aria-live="polite">
                Styrke: {strength}
              </span>
            )
          }
        />
        <Field
          label="Gentag ny adgangskode"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError>
          {problem ?? (reset.isError && errorText(reset.error, AUTH_FAILURES.resetPassword))}
        </FormError>
        <button type="submit" className="button button-primary" disabled={reset.isPending}>
          {reset.isPending ? 'Gemmer...' : 'Gem ny adgangskode'}
        </button>
      </form>
    </Page>
  );
}
