import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { LIMITS } from '@havhjaelp/common/limits';
import {
  PROFILE_BOAT_TYPES,
  PROFILE_MESSAGES,
  usernameSchema,
  type Profile,
  AUTH_FAILURES,
} from '@havhjaelp/common/auth';
import { useRef, useState, type FormEvent } from 'react';
import {
  Field,
  Fields,
  FormError,
  SelectField,
  useFocusFirstInvalid,
} from '../../components/ui/field';
import { type ProfileInput, useProfile, useUpdateProfile } from '../auth';
import {
  BOAT_NAME_FIELD,
  fieldOfServerError,
  PERSON_FIELDS,
  schemaMessage,
  USERNAME_FIELD,
} from '../auth/lazy/settings';
import { ApiRequestError, errorText } from '../../lib/api';

const EDITABLE_FIELDS = [
  USERNAME_FIELD,
  ...PERSON_FIELDS,
  { name: 'vhfChannel', label: 'VHF-kanal', maxLength: LIMITS.vhfChannelMaxChars },
  { name: 'callSign', label: 'Kaldesignal', maxLength: LIMITS.callSignMaxChars },
  BOAT_NAME_FIELD,
] as const;

function toInput(profile: Profile): ProfileInput {
  return {
    username: profile.username,
    firstName: profile.first_name,
    lastName: profile.last_name,
    phone: profile.phone,
    vhfChannel: profile.vhf_channel,
    callSign: profile.call_sign,
    boatName: profile.boat_name,
    boatType: profile.boat_type,
  };
}

export function ProfileTab() {
  const profile = useProfile();
  if (profile.isPending) return <p aria-busy="true">Henter profil...</p>;
  if (profile.isError) {
    return <FormError>{errorText(profile.error, HTTP_ERRORS.INTERNAL.message)}</FormError>;
  }
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [fields, setFields] = useState(() => toInput(profile));
  // The call sign is stored in capitals; the field shows it that way while typing.
  const set = (name: keyof ProfileInput, value: string) =>
    setFields((current) => ({
      ...current,
      [name]: name === 'callSign' ? value.toUpperCase() : value,
    }));

  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const usernameProblem = attempt > 0 ? schemaMessage(usernameSchema, fields.username) : undefined;
  const refusal = update.error instanceof ApiRequestError ? update.error : undefined;
  const usernameRefused = fieldOfServerError(refusal?.code) === 'username';
  const errors = {
    username: usernameProblem ?? (usernameRefused ? refusal?.serverMessage : undefined),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (schemaMessage(usernameSchema, fields.username)) return;
    update.mutate(fields, { onError: () => setAttempt((n) => n + 1) });
  };
  // A boat type from registration that the profile list lacks (e.g. Katamaran) stays selectable.
  const boatTypes = PROFILE_BOAT_TYPES.includes(fields.boatType as never)
    ? PROFILE_BOAT_TYPES
    : [fields.boatType, ...PROFILE_BOAT_TYPES];

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={update.isPending}>
      <Field
        label="Email"
        name="email"
        value={profile.email}
        readOnly
        hint={<span className="small muted">Email kan ikke ændres.</span>}
      />
      <Field label="Bruger-id" name="id" value={profile.id} readOnly />
      <Fields specs={EDITABLE_FIELDS} values={fields} onChange={set} errors={errors} />
      <SelectField
        label="Bådtype"
        value={fields.boatType}
        options={boatTypes.map((type) => [type, type] as const)}
        onChange={(value) => set('boatType', value)}
      />
      <FormError>
        {update.isError && !usernameRefused && errorText(update.error, AUTH_FAILURES.updateProfile)}
      </FormError>
      {update.isSuccess && (
        <p className="form-success" role="status">
          {PROFILE_MESSAGES.updated}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={update.isPending}>
        {update.isPending ? 'Gemmer...' : 'Gem profil'}
      </button>
    </form>
  );
}
