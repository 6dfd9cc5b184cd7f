import { emailSchema, AUTH_FAILURES } from '@havhjaelp/common/auth';
import { ROUTES } from '@havhjaelp/common/routes';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useForgotPassword } from './api';
import { schemaMessage } from './register-rules';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const problem = attempt > 0 ? schemaMessage(emailSchema, email) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!schemaMessage(emailSchema, email)) forgot.mutate(email);
  };

  return (
    <Page
      title="Glemt adgangskode"
      lead="Skriv den email, du oprettede kontoen med. Vi sender et link til at vælge en ny adgangskode."
      className="auth-page"
    >
      {forgot.isSuccess ? (
        <p className="form-success" role="status">
          {forgot.data.message}
        </p>
      ) : (
        <form
          ref={form}
          className="form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={forgot.isPending}
        >
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={problem}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormError>
            {forgot.isError && errorText(forgot.error, AUTH_FAILURES.forgotPassword)}
          </FormError>
          <button type="submit" className="button button-primary" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sender...' : 'Send link'}
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link to={ROUTES.login}>Tilbage til log ind</Link>
      </p>
    </Page>
  );
}
