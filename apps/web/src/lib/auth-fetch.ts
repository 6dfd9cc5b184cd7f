import { apiFetch, ApiRequestError, type ApiOptions } from './api';
import { endSession, getSession } from './session';

/**
 * Whether a failed call says the session is over: only the server's 401. A network failure, a cut
 * off answer, a 5xx or an abort say nothing about the session, which is kept.
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * An API call as the logged-in user. A 401 while holding a token means the session has expired
 * or was revoked (logout elsewhere, password reset, account deleted): the user is logged out here,
 * unless the session has changed meanwhile (a new login is not ended by its predecessor's 401).
 */
export async function authFetch<T>(path: string, options: Omit<ApiOptions, 'token'> = {}) {
  const token = getSession()?.token;
  try {
    return await apiFetch<T>(path, { ...options, token });
  } catch (err) {
    if (token && endsSession(err) && getSession()?.token === token) endSession();
    throw err;
  }
}
