import { AUTH_ERRORS } from './auth';
import { CHAT_ERRORS } from './chats';
import { HTTP_ERRORS, type ApiErrorEntry } from './errors';
import { HELP_ERRORS } from './help-errors';
import { TILE_ERRORS } from './tiles';
import { VESSEL_ERRORS } from './vessel-errors';
import { WEATHER_ERRORS } from './weather';

/** Every error the API can answer, each feature's table merged; no code is in two tables. */
const ALL_ERRORS: Record<string, ApiErrorEntry> = {
  ...HTTP_ERRORS,
  ...AUTH_ERRORS,
  ...HELP_ERRORS,
  ...CHAT_ERRORS,
  ...TILE_ERRORS,
  ...VESSEL_ERRORS,
  ...WEATHER_ERRORS,
};

/** The Danish message of an error code, for an answer that came without its text. */
export function errorMessageFor(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(ALL_ERRORS, code)
    ? ALL_ERRORS[code]!.message
    : undefined;
}

export const ERROR_CODES = Object.keys(ALL_ERRORS);
