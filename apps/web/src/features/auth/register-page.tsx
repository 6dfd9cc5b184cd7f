import { AUTH_MESSAGES, REGISTER_BOAT_TYPES } from '@havhjaelp/common/auth';
import { PASSWORD_MESSAGES, passwordRuleMessage } from '@havhjaelp/common/password-rules';
import { ROUTES } from '@havhjaelp/common/routes';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Field, Fields, FormError, SelectField } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
import { useRegister, type RegisterForm } from './api';
import { PasswordRules } from './password-rules-list';
import { BOAT_NAME_FIELD, PERSON_FIELDS, USERNAME_FIELD } from './profile-fields';
import { useSession } from './session';

export const TERMS_REQUIRED = 'Du skal acceptere vilkår og betingelser for at fortsætte';

const ACCOUNT_FIELDS = [
  USERNAME_FIELD,
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: 254,
  },
] as const;

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

  const set = (name: keyof RegisterForm, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

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
          <Fields specs={ACCOUNT_FIELDS} values={fields} onChange={set} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={fields.password}
            onChange={(e) => set('password', e.target.value)}
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
          <Fields specs={PERSON_FIELDS} values={fields} onChange={set} />
          <Field
            label="Fødselsdato"
            name="birthDate"
            type="date"
            autoComplete="bday"
            required
            value={fields.birthDate}
            onChange={(e) => set('birthDate', e.target.value)}
            hint={
              <span className="small muted">Du skal være over 16 år for at bruge Havhjælp.</span>
            }
          />
        </fieldset>
        <fieldset>
          <legend>Din båd</legend>
          <Fields specs={[BOAT_NAME_FIELD]} values={fields} onChange={set} />
          <SelectField
            label="Bådtype"
            value={fields.boatType}
            options={REGISTER_BOAT_TYPES.map((type) => [type, type] as const)}
            onChange={(value) => set('boatType', value)}
          />
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
