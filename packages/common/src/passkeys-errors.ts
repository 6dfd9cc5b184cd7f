import { errorTable } from './errors';

// The passkeys feature's texts, limits and error codes, apart from its schemas, so the error table
// every screen carries brings none of the WebAuthn schemas along.

export const PASSKEY_LIMITS = {
  /** A challenge is answered within this time, once, or never (SPEC.md section 7 "Passkeys"). */
  challengeTtlMs: 5 * 60_000,
  deviceNameMaxChars: 50,
  /** Passkeys one account may hold: plenty for every device of a household, a bound for the rest. */
  perAccount: 20,
} as const;

/** Screen and refusal texts of passkeys (SPEC.md sections 2, 5 "Passkey login by e-mail", 8). */
export const PASSKEY_MESSAGES = {
  emailRequired: 'Indtast din email',
  noPasskeys: 'Ingen passkeys fundet for denne email',
  deviceNameRequired: 'Giv passkeyen et navn',
  deviceNameTooLong: `Navnet må højst være ${PASSKEY_LIMITS.deviceNameMaxChars} tegn`,
  badId: 'Ugyldigt passkey-id',
  /** A credential that is not shaped as a browser makes one. */
  badCredential: 'Passkey-svaret fra browseren er ugyldigt',
  passkeyIdNeedsEmail: 'Indtast din email for at vælge en passkey',
  verificationFailed: 'Passkey verifikation fejlede',
} as const;

/**
 * Passkeys' refusals. Another user's passkey is answered as one that does not exist; an address
 * without an account as one without passkeys.
 */
export const PASSKEYS_ERRORS = errorTable({
  PASSKEY_NOT_FOUND: { status: 404, message: 'Passkeyen findes ikke' },
  PASSKEY_NONE_FOR_EMAIL: { status: 404, message: PASSKEY_MESSAGES.noPasskeys },
  PASSKEY_CHALLENGE_GONE: {
    status: 400,
    message: 'Passkey-anmodningen er udløbet eller allerede brugt. Prøv igen.',
  },
  PASSKEY_VERIFICATION_FAILED: { status: 400, message: PASSKEY_MESSAGES.verificationFailed },
  PASSKEY_UNKNOWN_CREDENTIAL: {
    status: 400,
    message:
      'Passkeyen er ikke registreret hos Havhjælp. Log ind med dit password, og tilføj den igen under Indstillinger.',
  },
  PASSKEY_ALREADY_REGISTERED: { status: 409, message: 'Passkeyen er allerede registreret' },
  PASSKEY_LIMIT_REACHED: {
    status: 409,
    message: `Du kan højst have ${PASSKEY_LIMITS.perAccount} passkeys. Slet en, før du tilføjer en ny.`,
  },
});
