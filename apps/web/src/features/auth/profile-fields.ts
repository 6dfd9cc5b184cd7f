import type { FieldSpec } from '../../components/ui/field';

/** About the person and the boat: asked at registration, edited in Settings → Profil. */
export const PERSON_FIELDS = [
  { name: 'firstName', label: 'Fornavn', autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', label: 'Efternavn', autoComplete: 'family-name', maxLength: 100 },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel', maxLength: 30 },
] as const satisfies readonly FieldSpec<string>[];

export const BOAT_NAME_FIELD = {
  name: 'boatName',
  label: 'Bådens navn',
  maxLength: 100,
} as const satisfies FieldSpec<string>;

export const USERNAME_FIELD = {
  name: 'username',
  label: 'Brugernavn',
  autoComplete: 'username',
  required: true,
  maxLength: 30,
} as const satisfies FieldSpec<string>;
