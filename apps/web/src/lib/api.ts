import { errorMessageFor } from '@havhjaelp/common/error-tables';
import type { ApiErrorEntry } from '@havhjaelp/common/errors';
import { APP_CONTRACT } from '@havhjaelp/common/features';
import { ApiRequestError, NetworkError } from './api-fetch';

/** What a failed call says while the browser knows it is offline: a live part needs a network. */
export const NEEDS_CONNECTION = 'Offline - kræver forbindelse';

export { apiFetch, ApiRequestError, NetworkError, type ApiOptions } from './api-fetch';

/**
 * What to show for a failed call: the server's message, else the message `table` (the features'
 * contracts' merged table) has for its code, the network message, else the screen's fallback.
 */
export function errorText(
  error: unknown,
  fallback: string,
  table: Readonly<Record<string, ApiErrorEntry>> = APP_CONTRACT.errors,
): string {
  if (error instanceof ApiRequestError) {
    const text = error.serverMessage ?? errorMessageFor(error.code, table);
    if (text) return text;
  }
  if (error instanceof NetworkError)
    return globalThis.navigator?.onLine === false ? NEEDS_CONNECTION : error.message;
  return fallback;
}
