import { z } from './zod-da';

/** Stable error codes with their Danish default messages. */
export const ERROR_MESSAGES = {
  VALIDATION: 'Ugyldige data',
  INVALID_JSON: 'Forespørgslen indeholder ugyldig JSON',
  UNSUPPORTED_MEDIA_TYPE: 'Forespørgslen har en ukendt indholdstype',
  BODY_TOO_LARGE: 'Forespørgslen er for stor',
  NOT_FOUND: 'Siden eller ressourcen findes ikke',
  METHOD_NOT_ALLOWED: 'Metoden er ikke tilladt',
  RATE_LIMITED: 'For mange forespørgsler. Vent lidt, og prøv igen.',
  BAD_REQUEST: 'Ugyldig forespørgsel',
  BAD_URL: 'Adressen er ugyldig',
  URL_TOO_LONG: 'Adressen er for lang',
  MAIL_FAILED: 'Kunne ikke sende besked.',
  INTERNAL: 'Der opstod en fejl',
  UNAVAILABLE: 'Tjenesten er midlertidigt utilgængelig',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The shape of every error answer from the API. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
