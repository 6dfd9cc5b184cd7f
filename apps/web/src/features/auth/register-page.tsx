import { AUTH_MESSAGES, REGISTER_BOAT_TYPES } from '@havhjaelp/common/auth';
import { PASSWORD_MESSAGES, passwordRuleMessage } from '@havhjaelp/common/password-rules';
import { ROUTES } from '@havhjaelp/common/routes';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Field, FormError } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
import { useRegister, type RegisterForm } from './api';
import { PasswordRules } from './password-rules-list';
import { useSession } from './session';

export const TERMS_REQUIRED = 'Du skal acceptere vilkår og betingelser for at fortsætte';

const EMPTY: RegisterForm = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  boatName: '',
  boatType: REGISTER_BOAT_TYPES[0],
  birthDate: '',
};

/** The first client-side problem with the form, in the order the fields appear. */
export function registrationProblem(
  fields: RegisterForm,
  confirm: string,
  termsAccepted: boolean,
): string | undefined {
  if (!fields.username.trim()) return AUTH_MESSAGES.usernameRequired;
  if (!fields.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!fields.password) return AUTH_MESSAGES.passwordRequired;
  const rule = passwordRuleMessage(fields.password);
  if (rule) return rule;
  if (fields.password !== confirm) return PASSWORD_MESSAGES.mismatch;
  if (!fields.birthDate) return AUTH_MESSAGES.birthDateInvalid;
  if (!termsAccepted) return TERMS_REQUIRED;
  return undefined;
}

export function RegisterPage() {
  const session = useSession();
  const register = useRegister();
  const [fields, setFields] = useState<RegisterForm>(EMPTY);
  const [confirm, setConfirm] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<string>();

  // Registration ends at the map, logged in (the passkey offer joins with passkeys).
  if (session) return <Navigate to={ROUTES.map} replace />;

  const set = (name: keyof RegisterForm) => (e: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = registrationProblem(fields, confirm, termsAccepted);
    setProblem(found);
    if (!found) register.mutate(fields);
  };

  return (
    <Page title="Opret konto" className="auth-page">
      <SafetyNotice />
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={register.isPending}>
        <fieldset>
          <legend>Konto</legend>
          <Field
            label="Brugernavn"
            name="username"
            autoComplete="username"
            required
            maxLength={30}
            value={fields.username}
            onChange={set('username')}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={fields.email}
            onChange={set('email')}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={fields.password}
            onChange={set('password')}
            hint={<PasswordRules password={fields.password} />}
          />
          <Field
            label="Bekræft password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </fieldset>
        <fieldset>
          <legend>Om dig</legend>
          <Field
            label="Fornavn"
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={fields.firstName}
            onChange={set('firstName')}
          />
          <Field
            label="Efternavn"
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            value={fields.lastName}
            onChange={set('lastName')}
          />
          <Field
            label="Telefon"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={fields.phone}
            onChange={set('phone')}
          />
          <Field
            label="Fødselsdato"
            name="birthDate"
            type="date"
            autoComplete="bday"
            required
            value={fields.birthDate}
            onChange={set('birthDate')}
            hint={
              <span className="small muted">Du skal være over 16 år for at bruge Havhjælp.</span>
            }
          />
        </fieldset>
        <fieldset>
          <legend>Din båd</legend>
          <Field
            label="Bådens navn"
            name="boatName"
            maxLength={100}
            value={fields.boatName}
            onChange={set('boatName')}
          />
          <label>
            Bådtype
            <select name="boatType" value={fields.boatType} onChange={set('boatType')}>
              {REGISTER_BOAT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            name="terms"
            checked={termsAccepted}
            onChange={(e) => setTermsAccepted(e.target.checked)}
          />
          <span>
            Jeg accepterer{' '}
            <Link to={ROUTES.terms} target="_blank">
              vilkår og betingelser
            </Link>{' '}
            og har læst{' '}
            <Link to={ROUTES.privacy} target="_blank">
              privatlivspolitikken
            </Link>
            .
          </span>
        </label>
        <FormError>
          {problem ?? (register.isError && errorText(register.error, 'Registrering fejlede'))}
        </FormError>
        <button type="submit" className="button button-primary" disabled={register.isPending}>
          {register.isPending ? 'Opretter...' : 'Opret konto'}
        </button>
      </form>
      <p className="auth-links">
        Har du allerede en konto? <Link to={ROUTES.login}>Log ind</Link>
      </p>
    </Page>
  );
}
