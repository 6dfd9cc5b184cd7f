import { errorTable } from './errors';
import { LIMITS } from './limits';
import { PASSWORD_MESSAGES, passwordRuleMessage } from './password-rules';
import { z } from './zod-da';

export const REGISTER_BOAT_TYPES = [
  'Sejlbåd',
  'Motorbåd',
  'Katamaran',
  'Jolle',
  'Yacht',
  'Andet',
] as const;
export const PROFILE_BOAT_TYPES = ['Sejlbåd', 'Motorbåd', 'Gummibåd', 'Kajak', 'Andet'] as const;

export const AUTH_MESSAGES = {
  usernameRequired: 'Brugernavn er påkrævet',
  usernameFormat:
    'Brugernavn må kun indeholde bogstaver, tal, punktum, bindestreg og understreg (3–30 tegn)',
  usernameMixedScripts:
    'Brugernavn må ikke blande bogstaver fra forskellige alfabeter (fx latinske og kyrilliske)',
  emailRequired: 'Email er påkrævet',
  emailInvalid: 'Indtast en gyldig email',
  passwordRequired: 'Password er påkrævet',
  birthDateInvalid: 'Indtast en gyldig fødselsdato',
  tooYoung: `Du skal være over ${LIMITS.ageLimit} år for at bruge Havhjælp`,
  usernameTaken: 'Brugernavnet er allerede i brug',
  emailTaken: 'Der findes allerede en konto med denne email',
  badLogin: 'Forkert brugernavn, email eller password',
  loginRequired: 'Du skal være logget ind',
  sessionExpired: 'Din session er udløbet. Log venligst ind igen.',
  tooManyAttempts:
    'For mange mislykkede loginforsøg. Vent lidt, og prøv igen, eller nulstil din adgangskode.',
} as const;

/** The slowdown's refusal with the wait: "om 16 sekunder", "om 2 minutter" (rounded up). */
export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}`
      : `${minutes} ${minutes === 1 ? 'minut' : 'minutter'}`;
  return `For mange mislykkede loginforsøg. Prøv igen om ${wait}, eller nulstil din adgangskode.`;
}

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .max(256, { error: 'Password er for langt' })
  .superRefine((password, ctx) => {
    const message = passwordRuleMessage(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** The alphabets whose letters look alike ('а' and 'a', 'ο' and 'o', 'В' and 'B'). */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** True when a name has letters of more than one of the look-alike alphabets: 'pаul' with a Cyrillic 'а'. */
export function mixesConfusableScripts(name: string): boolean {
  return CONFUSABLE_SCRIPTS.filter((script) => script.test(name)).length > 1;
}

/**
 * Unicode-normalised (NFKC: 'ﬁ' is 'fi', full-width 'Ａ' is 'A') before it is checked or stored,
 * so one name has one spelling; names mixing look-alike alphabets are refused.
 */
export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.usernameRequired })
  .transform((name) => name.normalize('NFKC'))
  .pipe(
    z
      .string()
      .regex(/^[\p{L}\p{Nd}._-]{3,30}$/u, { error: AUTH_MESSAGES.usernameFormat })
      .refine((name) => !mixesConfusableScripts(name), {
        error: AUTH_MESSAGES.usernameMixedScripts,
      }),
  );

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(30),
  boatName: optionalText(100),
  boatType: z.enum(REGISTER_BOAT_TYPES).default('Andet'),
  birthDate: z.iso.date({ error: AUTH_MESSAGES.birthDateInvalid }),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  login: z.string({ error: 'Brugernavn eller email er påkrævet' }).trim().min(1).max(254),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1).max(256),
});

/** The user as the session knows it (SPEC.md section 3 "User (session)"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  boatName: z.string(),
  test_gps_enabled: z.boolean(),
  test_gps_latitude: z.number().nullable(),
  test_gps_longitude: z.number().nullable(),
  /** Only the admin (granted by the operator's CLI) may use the test-GPS tool (absent in sessions stored earlier). */
  test_gps_allowed: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({ token: z.string(), user: sessionUserSchema });
export const loginResultSchema = authResultSchema.extend({
  forcePasswordChange: z.boolean(),
  passwordWarning: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Hvis der findes en konto med denne email, har vi sendt et link til at nulstille din adgangskode.',
  done: 'Din adgangskode er nulstillet. Du kan nu logge ind.',
  invalidToken: 'Linket er ugyldigt eller udløbet. Bed om et nyt link.',
  changed: 'Din adgangskode er ændret.',
  wrongCurrent: 'Nuværende password er forkert',
} as const;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'Ugyldigt nulstillings-link. Token mangler.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: PASSWORD_RESET_MESSAGES.invalidToken,
    }),
  newPassword: passwordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1).max(256),
  newPassword: passwordSchema,
});

export const messageResultSchema = z.object({ message: z.string() });

export const PROFILE_MESSAGES = {
  emailImmutable: 'Email kan ikke ændres',
  testGpsAdminOnly: 'Test-GPS er kun for administratoren',
  updated: 'Profilen er opdateret',
  deleted: 'Din konto er slettet',
  wrongPassword: 'Forkert password',
} as const;

/** What an accounts screen says when a call failed without a message of the server's (SPEC.md). */
export const AUTH_FAILURES = {
  login: 'Login fejlede',
  register: 'Registrering fejlede',
  forgotPassword: 'Kunne ikke sende anmodning. Prøv igen senere.',
  resetPassword: 'Kunne ikke nulstille adgangskode. Prøv igen senere.',
  changePassword: 'Kunne ikke ændre password',
  changePasswordUnanswered: 'Der opstod en fejl. Prøv igen.',
  updateProfile: 'Kunne ikke opdatere profil',
  exportData: 'Kunne ikke eksportere data',
  deleteAccount: 'Kunne ikke slette konto',
} as const;

/** The accounts feature's error codes. */
export const AUTH_ERRORS = errorTable({
  UNAUTHORIZED: { status: 401, message: AUTH_MESSAGES.loginRequired },
  BAD_LOGIN: { status: 401, message: AUTH_MESSAGES.badLogin },
  TOO_YOUNG: { status: 400, message: AUTH_MESSAGES.tooYoung },
  USERNAME_TAKEN: { status: 409, message: AUTH_MESSAGES.usernameTaken },
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.emailTaken },
  TOO_MANY_ATTEMPTS: { status: 429, message: AUTH_MESSAGES.tooManyAttempts },
  EMAIL_IMMUTABLE: { status: 400, message: PROFILE_MESSAGES.emailImmutable },
  ADMIN_ONLY: { status: 403, message: PROFILE_MESSAGES.testGpsAdminOnly },
  WRONG_PASSWORD: { status: 400, message: PROFILE_MESSAGES.wrongPassword },
  PASSWORD_UNCHANGED: { status: 400, message: PASSWORD_MESSAGES.mustDiffer },
  INVALID_RESET_TOKEN: { status: 400, message: PASSWORD_RESET_MESSAGES.invalidToken },
});

/** Every field optional: the settings form sends all, the test-GPS tool only its own three. */
export const profileUpdateSchema = z
  .object({
    username: usernameSchema,
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    phone: z.string().trim().max(30),
    vhfChannel: z
      .string()
      .trim()
      .max(LIMITS.vhfChannelMaxChars, {
        error: `VHF kanal må højst være ${LIMITS.vhfChannelMaxChars} tegn`,
      }),
    callSign: z
      .string()
      .trim()
      .max(LIMITS.callSignMaxChars, {
        error: `Kaldesignal må højst være ${LIMITS.callSignMaxChars} tegn`,
      })
      .transform((value) => value.toUpperCase()),
    boatName: z.string().trim().max(100),
    // Accounts made at registration keep their type even though the profile lists fewer.
    boatType: z.enum([...new Set([...PROFILE_BOAT_TYPES, ...REGISTER_BOAT_TYPES])]),
    testGpsEnabled: z.boolean(),
    testGpsLatitude: z.number().min(-90).max(90).nullable(),
    testGpsLongitude: z.number().min(-180).max(180).nullable(),
    email: z.unknown(),
    id: z.unknown(),
  })
  .partial();

/** SPEC.md section 3 "User profile"; e-mail and id are read-only. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  vhf_channel: z.string(),
  call_sign: z.string(),
  boat_name: z.string(),
  boat_type: z.string(),
  test_gps_enabled: z.boolean(),
  test_gps_latitude: z.number().nullable(),
  test_gps_longitude: z.number().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResultSchema = z.object({ user: sessionUserSchema, profile: profileSchema });

export const deleteAccountSchema = z.object({
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1).max(256),
});
