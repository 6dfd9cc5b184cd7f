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

/** A polled answer and its ETag, asked for again with If-None-Match. */
interface Validated {
  token: string | undefined;
  etag: string;
  payload: unknown;
}

/**
 * The last answer with an ETag of each GET path. The server marks answers that depend on who
 * asks `no-store`, so the browser's HTTP cache never holds them (nor asks with their ETag): they
 * are held here, in memory only, which a logout's reload empties. A few paths poll; the oldest
 * goes beyond that.
 */
const validated = new Map<string, Validated>();
const VALIDATED_PATHS = 20;

function remember(path: string, entry: Validated): void {
  validated.delete(path);
  validated.set(path, entry);
  const oldest = validated.keys().next().value;
  if (validated.size > VALIDATED_PATHS && oldest !== undefined) validated.delete(oldest);
}

/**
 * Calls `path` (`/api/…`) and parses JSON; throws ApiRequestError or NetworkError. A GET whose
 * answer carried an ETag is asked again with it, and a 304 answers what was held.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const isGet = (options.method ?? 'GET') === 'GET';
  const token = options.token ?? undefined;
  const held = isGet ? validated.get(path) : undefined;
  // Only the same session's answer: another's may hold what this one may not see.
  if (held && held.token === token) headers['if-none-match'] = held.etag;
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
  if (response.status === 304 && held) return held.payload as T;
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
  const etag = response.headers.get('etag');
  if (isGet && etag) remember(path, { token, etag, payload });
  return payload as T;
}
