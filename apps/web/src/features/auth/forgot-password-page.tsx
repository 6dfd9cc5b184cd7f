import { ROUTES } from '@havhjaelp/common/routes';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, FormError } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useForgotPassword } from './api';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email);
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
        <form className="form" onSubmit={onSubmit} aria-busy={forgot.isPending}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormError>
            {forgot.isError &&
              errorText(forgot.error, 'Kunne ikke sende anmodning. Prøv igen senere.')}
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
