import { PASSKEY_MESSAGES } from './passkeys-errors';

// What only the passkey screens say: no answer of the server carries these, so they stay out of
// the error table that every screen (the first view too) brings along.

/** What the web suggests as a new passkey's name (SPEC.md section 7): a phone's, or else a computer's. */
export const PASSKEY_DEVICE_NAMES = { mobile: 'Mobil Enhed', desktop: 'Desktop' } as const;

/** What a passkey screen says when a call failed without a message of the server's (SPEC.md section 8). */
export const PASSKEY_FAILURES = {
  list: 'Kunne ikke hente passkeys',
  remove: 'Kunne ikke slette passkey',
  registerOptions: 'Kunne ikke generere passkey options',
  verify: PASSKEY_MESSAGES.verificationFailed,
  loginOptions: 'Kunne ikke generere login options',
  loginCancelled: 'Passkey login blev annulleret',
  registerCancelled: 'Passkey oprettelse blev annulleret',
  /** The browser refused because this authenticator already holds a passkey of the account. */
  alreadyRegistered: 'Denne enhed har allerede en passkey til din konto',
  /** SPEC.md keeps this text in English. */
  unsupported: 'WebAuthn is not supported in this browser',
} as const;
