import { AUTH_MESSAGES } from './auth';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from './passkeys-errors';
import { z } from './zod-da';

/** Where an authenticator lives: built into the device, or a key or phone beside it (SPEC.md section 3). */
export const PASSKEY_DEVICE_TYPES = ['platform', 'cross-platform'] as const;
export type PasskeyDeviceType = (typeof PASSKEY_DEVICE_TYPES)[number];

/** A passkey as its owner's settings show it (SPEC.md section 3 "Passkey"); never its key. */
export const passkeySchema = z.object({
  id: z.string(),
  device_name: z.string(),
  device_type: z.enum(PASSKEY_DEVICE_TYPES),
  created_at: z.string(),
  /** Null until it is first used to log in. */
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export const passkeyAnswerSchema = z.object({ passkey: passkeySchema });

/** A passkey as the login's selection list shows it (SPEC.md section 3, "On the login list"). */
export const loginPasskeySchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  deviceType: z.enum(PASSKEY_DEVICE_TYPES),
  lastUsedAt: z.string().nullable(),
});
export type LoginPasskey = z.infer<typeof loginPasskeySchema>;

const passkeyId = z
  .string({ error: PASSKEY_MESSAGES.badId })
  .min(1, { error: PASSKEY_MESSAGES.badId })
  .max(64, { error: PASSKEY_MESSAGES.badId });
export const passkeyParams = z.object({ id: passkeyId });

const loginEmail = z
  .string({ error: PASSKEY_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.emailRequired })
  .max(254, { error: AUTH_MESSAGES.emailInvalid })
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const deviceNameSchema = z
  .string({ error: PASSKEY_MESSAGES.deviceNameRequired })
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.deviceNameRequired })
  .max(PASSKEY_LIMITS.deviceNameMaxChars, { error: PASSKEY_MESSAGES.deviceNameTooLong });

export const renamePasskeySchema = z.object({ deviceName: deviceNameSchema });

export const listByEmailSchema = z.object({ email: loginEmail });
/**
 * The account's passkeys for the login's selection list. An address no account has is answered
 * exactly as an account without passkeys: `{count: 0, passkeys: []}`.
 */
export const listByEmailAnswerSchema = z.object({
  count: z.number().int(),
  passkeys: z.array(loginPasskeySchema),
});
export type ListByEmailAnswer = z.infer<typeof listByEmailAnswerSchema>;

/**
 * Options for a login: with an e-mail (and the passkey chosen from its list, or any of the
 * account's), or with neither for a discoverable login (the browser's passkey autofill).
 */
export const loginOptionsSchema = z
  .object({ email: loginEmail.optional(), passkeyId: passkeyId.optional() })
  .refine((body) => body.passkeyId === undefined || body.email !== undefined, {
    error: PASSKEY_MESSAGES.passkeyIdNeedsEmail,
    path: ['email'],
  });

// WebAuthn's JSON forms (https://w3c.github.io/webauthn/#dictdef-registrationresponsejson), as
// @simplewebauthn/browser sends and takes them. Binary fields are base64url.

const base64url = (maxChars: number) =>
  z
    .string({ error: PASSKEY_MESSAGES.badCredential })
    .max(maxChars, { error: PASSKEY_MESSAGES.badCredential })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PASSKEY_MESSAGES.badCredential });

/** A credential id is at most 1023 bytes (WebAuthn L3), 1364 characters in base64url. */
const credentialId = base64url(1400);
/** Authenticators may send transports this version of WebAuthn does not know yet. */
const transports = z.array(z.string().max(32)).max(10);
/** A credential as the browser sends it, around the ceremony's own `response`. */
const credentialWith = <R extends z.ZodRawShape>(response: R) =>
  z.object({
    id: credentialId,
    rawId: credentialId,
    response: z.object({ clientDataJSON: base64url(8192), ...response }),
    authenticatorAttachment: z
      .enum(PASSKEY_DEVICE_TYPES, { error: PASSKEY_MESSAGES.badCredential })
      .optional(),
    clientExtensionResults: z.object({
      credProps: z.object({ rk: z.boolean().optional() }).optional(),
    }),
    type: z.literal('public-key', { error: PASSKEY_MESSAGES.badCredential }),
  });

/** What `startRegistration()` answers. */
export const registrationCredentialSchema = credentialWith({
  // With attestation 'none' this is small; a security key's own certificate chain is larger.
  attestationObject: base64url(32_768),
  authenticatorData: base64url(16_384).optional(),
  transports: transports.optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: base64url(16_384).optional(),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** What `startAuthentication()` answers. */
export const authenticationCredentialSchema = credentialWith({
  authenticatorData: base64url(16_384),
  signature: base64url(2048),
  userHandle: base64url(128).optional(),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const registerVerifySchema = z.object({
  credential: registrationCredentialSchema,
  /** 'Mobil Enhed' or 'Desktop' as the web suggests (PASSKEY_DEVICE_NAMES), or the person's own. */
  deviceName: deviceNameSchema,
});

export const loginVerifySchema = z.object({ credential: authenticationCredentialSchema });

const credentialDescriptor = z.object({
  id: z.string(),
  // 'public-key', the one type WebAuthn has; a string in its JSON forms.
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

/** What `startRegistration({ optionsJSON })` takes; the server fills it. */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  /** The account's passkeys, so one authenticator is not registered twice to it. */
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(PASSKEY_DEVICE_TYPES).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/**
 * What `startAuthentication({ optionsJSON })` takes. `allowCredentials` names the chosen passkey
 * (or the account's) in a login by e-mail, and is empty in a discoverable login, which the web
 * starts with `useBrowserAutofill: true` (`mediation: 'conditional'`).
 */
export const loginOptionsAnswerSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
});
export type LoginOptions = z.infer<typeof loginOptionsAnswerSchema>;
