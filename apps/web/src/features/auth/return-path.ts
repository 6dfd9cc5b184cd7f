import { ROUTES } from '@havhjaelp/common/routes';

/** Router state that a guarded page passes to /login, so login can return there. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Where to go after login: the remembered page when it is a path inside the app, else the map.
 * Protocol-relative ("//evil") and absolute URLs are refused, so the state cannot send users away.
 */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return ROUTES.map;
  if (from === ROUTES.login || from === ROUTES.register) return ROUTES.map;
  return from;
}
