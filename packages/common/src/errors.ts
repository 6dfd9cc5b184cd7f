import { z } from './zod-da';

/** One error the API may answer: its HTTP status and Danish message. */
export interface ErrorSpec {
  status: number;
  message: string;
}

/** An entry of an error table: the spec with its stable code. */
export interface ApiErrorEntry extends ErrorSpec {
  code: string;
}

/**
 * A feature's closed table of error codes. The key is the code the API answers; a code not in
 * some table cannot be thrown.
 */
export function errorTable<const T extends Record<string, ErrorSpec>>(
  table: T,
): { [K in keyof T & string]: T[K] & { code: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([code, spec]) => [code, { ...spec, code }]),
  ) as { [K in keyof T & string]: T[K] & { code: K } };
}

/** The errors of the HTTP layer itself, whichever route answers. */
export const HTTP_ERRORS = errorTable({
  VALIDATION: { status: 400, message: 'Ugyldige data' },
  INVALID_JSON: { status: 400, message: 'Forespørgslen indeholder ugyldig JSON' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Forespørgslen har en ukendt indholdstype' },
  BODY_TOO_LARGE: { status: 413, message: 'Forespørgslen er for stor' },
  NOT_FOUND: { status: 404, message: 'Siden eller ressourcen findes ikke' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Metoden er ikke tilladt' },
  RATE_LIMITED: { status: 429, message: 'For mange forespørgsler. Vent lidt, og prøv igen.' },
  TOO_MANY_CONNECTIONS: {
    status: 429,
    message: 'For mange samtidige forbindelser fra din adresse. Luk nogle faner, og prøv igen.',
  },
  BAD_REQUEST: { status: 400, message: 'Ugyldig forespørgsel' },
  BAD_URL: { status: 400, message: 'Adressen er ugyldig' },
  NUL_CHARACTER: { status: 400, message: 'Forespørgslen indeholder et ugyldigt tegn (NUL)' },
  URL_TOO_LONG: { status: 414, message: 'Adressen er for lang' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Forespørgslens headere er for store' },
  REQUEST_TIMEOUT: { status: 408, message: 'Forespørgslen tog for lang tid. Prøv igen.' },
  UPGRADE_REQUIRED: {
    status: 426,
    message: 'Denne adresse svarer kun på en WebSocket-forbindelse',
  },
  FORBIDDEN_ORIGIN: { status: 403, message: 'Forbindelsen er ikke tilladt fra dette domæne' },
  INTERNAL: { status: 500, message: 'Der opstod en fejl' },
  UNAVAILABLE: { status: 503, message: 'Tjenesten er midlertidigt utilgængelig' },
});
export type HttpErrorCode = keyof typeof HTTP_ERRORS;

/** The shape of every error answer from the API. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
