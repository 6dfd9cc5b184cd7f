import { LIMITS } from './limits';
import { passwordRuleMessage } from './password-rules';
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
} as const;

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

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.usernameRequired })
  .regex(/^[\p{L}\p{Nd}._-]{3,30}$/u, { error: AUTH_MESSAGES.usernameFormat });

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
