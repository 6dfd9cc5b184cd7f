import { apiFetch, ApiRequestError, type ApiOptions } from './api';
import { endSession, getSession } from './session';

/**
 * An API call as the logged-in user. A 401 while holding a token means the session has expired
 * or was revoked (logout elsewhere, password reset, account deleted): the user is logged out here.
 */
export async function authFetch<T>(path: string, options: Omit<ApiOptions, 'token'> = {}) {
  const token = getSession()?.token;
  try {
    return await apiFetch<T>(path, { ...options, token });
  } catch (err) {
    if (token && err instanceof ApiRequestError && err.status === 401) endSession();
    throw err;
  }
}
