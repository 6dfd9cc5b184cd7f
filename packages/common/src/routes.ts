/**
 * Every screen route of SPEC.md section 2. The web router and the server's
 * SPA fallback both read this list, so a route known to one is known to the other.
 */
export const ROUTES = {
  dashboard: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  map: '/map',
  vessels: '/vessels',
  vessel: '/vessels/:id',
  weather: '/weather',
  forum: '/forum',
  forumCategory: '/forum/category/:categoryId',
  forumTopic: '/forum/topic/:topicId',
  forumSearch: '/forum/search',
  friends: '/friends',
  settings: '/settings',
  privacy: '/privacy-policy',
  privacyShort: '/privacy',
  terms: '/terms-of-service',
  termsShort: '/terms',
  credits: '/credits',
  gettingStarted: '/getting-started',
} as const;

export const TEST_DASHBOARD_PATH = '/test-dashboard.html';

/** The query that opens one call's details over the dashboard (a notification's click opens it). */
export const CALL_QUERY = 'call';

/** The address of one call's details: what a notification about that call opens. */
export function callDetailsPath(id: string): string {
  return `${ROUTES.dashboard}?${CALL_QUERY}=${encodeURIComponent(id)}`;
}

/** True when `path` (no query string) is one of the screen routes. */
export function isScreenRoute(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const segments = splitPath(path);
  return Object.values(ROUTES).some((pattern) => {
    const parts = splitPath(pattern);
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' ? [] : trimmed.split('/').slice(1);
}
