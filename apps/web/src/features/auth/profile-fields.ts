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

/** The username rule, said up front (the schema's refusal repeats it when it is broken). */
export const USERNAME_RULE =
  '3–30 tegn: bogstaver, tal, punktum, bindestreg og understreg. Brugernavnet er unikt og synligt for andre.';

export const USERNAME_FIELD = {
  name: 'username',
  label: 'Brugernavn',
  autoComplete: 'username',
  required: true,
  maxLength: 30,
  hint: USERNAME_RULE,
} as const satisfies FieldSpec<string>;
