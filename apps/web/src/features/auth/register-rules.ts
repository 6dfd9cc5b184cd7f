import { AUTH_MESSAGES, emailSchema, passwordSchema, usernameSchema } from '@havhjaelp/common/auth';
import { PASSWORD_MESSAGES } from '@havhjaelp/common/password-rules';
import type { ZodType } from 'zod';
import { parseDanishDate } from './birth-date';

export const TERMS_REQUIRED = 'Du skal acceptere vilkår og betingelser for at fortsætte';

/** What the person typed: the account fields as text, the terms box as ticked or not. */
export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** As typed, in Danish order (dd-mm-åååå). */
  birthDate: string;
  terms: boolean;
}

/** The fields that can be wrong, in the order the form shows them. */
export const REGISTRATION_FIELDS = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'birthDate',
  'terms',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationProblems = Partial<Record<RegistrationField, string>>;

/** The first message of a shared schema for `value`, or undefined when the schema accepts it. */
export function schemaMessage(schema: ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/** Every field's problem at once, by the same schemas the server checks with. */
export function registrationProblems(input: RegistrationInput): RegistrationProblems {
  const problems: RegistrationProblems = {
    username: schemaMessage(usernameSchema, input.username),
    email: schemaMessage(emailSchema, input.email),
    password: input.password
      ? schemaMessage(passwordSchema, input.password)
      : AUTH_MESSAGES.passwordRequired,
    confirmPassword:
      input.password === input.confirmPassword ? undefined : PASSWORD_MESSAGES.mismatch,
    birthDate: parseDanishDate(input.birthDate) ? undefined : AUTH_MESSAGES.birthDateInvalid,
    terms: input.terms ? undefined : TERMS_REQUIRED,
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, message]) => message !== undefined),
  );
}

/** Which field a refusal of the server is about (its error code), if it is about one. */
export function fieldOfServerError(code: string | undefined): RegistrationField | undefined {
  switch (code) {
    case 'USERNAME_TAKEN':
      return 'username';
    case 'EMAIL_TAKEN':
      return 'email';
    case 'TOO_YOUNG':
      return 'birthDate';
    default:
      return undefined;
  }
}
