// The API's one fetch, without the contracts' error tables (lib/api.ts adds those), so a service
// worker can use it: the tables' list loads contracts on demand, which a worker cannot.
import { apiErrorSchema } from '@havhjaelp/common/errors';

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
