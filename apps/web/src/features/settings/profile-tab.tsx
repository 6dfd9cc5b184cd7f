import { LIMITS } from '@havhjaelp/common/limits';
import { PROFILE_BOAT_TYPES, PROFILE_MESSAGES, type Profile } from '@havhjaelp/common/auth';
import { useState, type FormEvent } from 'react';
import { Field, FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useProfile, useUpdateProfile, type ProfileInput } from '../auth/api';

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
    return <FormError>{errorText(profile.error, 'Der opstod en fejl')}</FormError>;
  }
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [fields, setFields] = useState(() => toInput(profile));
  const set = (name: keyof ProfileInput) => (e: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(fields);
  };
  // A boat type from registration that the profile list lacks (e.g. Katamaran) stays selectable.
  const boatTypes = PROFILE_BOAT_TYPES.includes(fields.boatType as never)
    ? PROFILE_BOAT_TYPES
    : [fields.boatType, ...PROFILE_BOAT_TYPES];

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={update.isPending}>
      <Field
        label="Email"
        name="email"
        value={profile.email}
        readOnly
        hint={<span className="small muted">Email kan ikke ændres.</span>}
      />
      <Field label="Bruger-id" name="id" value={profile.id} readOnly />
      <Field
        label="Brugernavn"
        name="username"
        required
        maxLength={30}
        value={fields.username}
        onChange={set('username')}
      />
      <Field
        label="Fornavn"
        name="firstName"
        maxLength={100}
        value={fields.firstName}
        onChange={set('firstName')}
      />
      <Field
        label="Efternavn"
        name="lastName"
        maxLength={100}
        value={fields.lastName}
        onChange={set('lastName')}
      />
      <Field
        label="Telefon"
        name="phone"
        type="tel"
        maxLength={30}
        value={fields.phone}
        onChange={set('phone')}
      />
      <Field
        label="VHF-kanal"
        name="vhfChannel"
        maxLength={LIMITS.vhfChannelMaxChars}
        value={fields.vhfChannel}
        onChange={set('vhfChannel')}
      />
      <Field
        label="Kaldesignal"
        name="callSign"
        maxLength={LIMITS.callSignMaxChars}
        value={fields.callSign}
        onChange={(e) => setFields({ ...fields, callSign: e.target.value.toUpperCase() })}
      />
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
          {boatTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <FormError>
        {update.isError && errorText(update.error, 'Kunne ikke opdatere profil')}
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
