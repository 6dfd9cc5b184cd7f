import { errorMessageFor } from '@havhjaelp/common/error-tables';
import { apiErrorSchema, type ApiErrorEntry } from '@havhjaelp/common/errors';
import { APP_CONTRACT } from '@havhjaelp/common/features';

/** A non-OK answer from the API; `serverMessage` is the server's Danish `error` when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
  ) {
    super(serverMessage ?? `API Error: ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** The request never got a whole answer (offline, connection refused, the body cut off). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(`Netværksfejl: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'NetworkError';
  }
}

const CUT_OFF = 'svaret kom ikke helt frem';

/** What a failed call says while the browser knows it is offline: a live part needs a network. */
export const NEEDS_CONNECTION = 'Offline - kræver forbindelse';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** Calls `path` (`/api/…`) and parses JSON; throws ApiRequestError or NetworkError. */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new NetworkError(err);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch (err) {
    if (isAbort(err)) throw err;
    // An OK answer cut off mid-body (or not JSON) never arrived whole: a failed call, never data.
    if (response.ok) throw new NetworkError(new Error(CUT_OFF));
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.error : undefined,
      parsed.success ? parsed.data.code : undefined,
    );
  }
  return payload as T;
}

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
