import type { ApiErrorEntry } from './errors';
import { APP_CONTRACT } from './features';

/** The Danish message of an error code, in a table merged from the features' (no code twice). */
export function errorMessageFor(
  code: string | undefined,
  table: Readonly<Record<string, ApiErrorEntry>> = APP_CONTRACT.errors,
): string | undefined {
  return code !== undefined && Object.hasOwn(table, code) ? table[code]!.message : undefined;
}

export const ERROR_CODES = Object.keys(APP_CONTRACT.errors);
