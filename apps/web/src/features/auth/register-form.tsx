import { REGISTER_BOAT_TYPES, AUTH_FAILURES } from '@havhjaelp/common/auth';
import { LIMITS } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  describedBy,
  Field,
  FieldError,
  Fields,
  FormError,
  SelectField,
  useFocusFirstInvalid,
} from '../../components/ui/field';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { ApiRequestError, errorText } from '../../lib/api';
import type { useRegister, RegisterForm as RegisterInput } from './api';
import { BIRTH_DATE_FORMAT_HINT, parseDanishDate } from './birth-date';
import { PasswordRules } from './password-rules-list';
import { BOAT_NAME_FIELD, PERSON_FIELDS, USERNAME_FIELD } from './profile-fields';
import {
  fieldOfServerError,
  registrationProblems,
  type RegistrationField,
  type RegistrationProblems,
} from './register-rules';

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

/** The form as typed: the birth date in Danish order, converted to ISO only when sent. */
type Typed = Omit<RegisterInput, 'birthDate'> & { confirmPassword: string; birthDate: string };

const EMPTY: Typed = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  boatName: '',
  boatType: REGISTER_BOAT_TYPES[0],
  birthDate: '',
};

/** Registration's first step; `register` is the page's, which goes on when it succeeds. */
export function RegisterForm({ register }: { register: ReturnType<typeof useRegister> }) {
  const form = useRef<HTMLFormElement>(null);
  const termsId = useId();
  const [fields, setFields] = useState<Typed>(EMPTY);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Problems are shown from the first submit on, and then follow every change.
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const input = { ...fields, terms: termsAccepted };
  const refusal = register.error instanceof ApiRequestError ? register.error : undefined;
  const refusedField = fieldOfServerError(refusal?.code);
  const problems: RegistrationProblems = attempt > 0 ? registrationProblems(input) : {};
  if (refusedField && !problems[refusedField]) problems[refusedField] = refusal?.serverMessage;

  const set = (name: keyof Typed, value: string) => {
    // A refusal about this field (e.g. the username is taken) no longer holds once it changes.
    if (name === refusedField) register.reset();
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const birthDate = parseDanishDate(fields.birthDate);
    if (Object.keys(registrationProblems(input)).length > 0 || !birthDate) return;
    const { confirmPassword: _confirm, ...account } = fields;
    register.mutate(
      { ...account, birthDate },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && fieldOfServerError(error.code)) {
            setAttempt((n) => n + 1);
          }
        },
      },
    );
  };
  const error = (name: RegistrationField) => problems[name];

  return (
    <>
      <SafetyNotice />
      <form
        ref={form}
        className="form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={register.isPending}
      >
        <fieldset>
          <legend>Konto</legend>
          <Fields specs={ACCOUNT_FIELDS} values={fields} onChange={set} errors={problems} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={fields.password}
            error={error('password')}
            onChange={(e) => set('password', e.target.value)}
            hint={<PasswordRules password={fields.password} />}
          />
          <Field
            label="Bekræft password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={fields.confirmPassword}
            error={error('confirmPassword')}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
        </fieldset>
        <fieldset>
          <legend>Om dig</legend>
          <Fields specs={PERSON_FIELDS} values={fields} onChange={set} />
          <Field
            label="Fødselsdato"
            name="birthDate"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd-mm-åååå"
            required
            value={fields.birthDate}
            error={error('birthDate')}
            onChange={(e) => set('birthDate', e.target.value)}
            hint={`${BIRTH_DATE_FORMAT_HINT} Du skal være over ${LIMITS.ageLimit} år for at bruge Havhjælp.`}
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
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              name="terms"
              checked={termsAccepted}
              aria-invalid={error('terms') ? true : undefined}
              aria-describedby={describedBy(termsId, undefined, error('terms'))}
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
          <FieldError id={termsId} error={error('terms')} />
        </div>
        <FormError>
          {register.isError && !refusedField && errorText(register.error, AUTH_FAILURES.register)}
        </FormError>
        <button type="submit" className="button button-primary" disabled={register.isPending}>
          {register.isPending ? 'Opretter...' : 'Opret konto'}
        </button>
      </form>
      <p className="auth-links">
        Har du allerede en konto? <Link to={ROUTES.login}>Log ind</Link>
      </p>
    </>
  );
}
