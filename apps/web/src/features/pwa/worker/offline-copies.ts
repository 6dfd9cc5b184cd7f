import { COPY_FROM_HEADER } from '@havhjaelp/common/app-worker';

/**
 * The copy kept of the last help list the server gave, for when there is no network: the list
 * and, for a logged-in boater, their own calls in it. It is never given as if live: only when
 * the request fails, marked with the time it was kept, and the page is told so (see
 * features/pwa/lazy/offline-notice.tsx, 'Offline - viser data fra {time}').
 */

const COPY_PATH = '/__offline-copy__/help-list/';
const VISITOR = 'visitor';
const MEMBER = 'member-';

/**
 * Where the copy for one reader is kept: a visitor's list, or one session's (by a digest of its
 * bearer token, never the token), so one person's calls are never shown to another on a shared
 * device.
 */
export function copyKey(origin: string, sessionDigest: string | null): string {
  return `${origin}${COPY_PATH}${sessionDigest === null ? VISITOR : MEMBER + sessionDigest}`;
}

/** A session's copy (not a visitor's): dropped when the session ends or another one starts. */
export function isSessionCopy(key: string): boolean {
  return new URL(key).pathname.startsWith(`${COPY_PATH}${MEMBER}`);
}

/** The SHA-256 of a request's Authorization header, hex; null without one. */
export async function sessionDigest(request: Request): Promise<string | null> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The answer as kept: its body and type, and when it was kept. */
export async function asCopy(response: Response, keptAt: number): Promise<Response> {
  const headers = new Headers({ [COPY_FROM_HEADER]: String(keptAt) });
  const type = response.headers.get('content-type');
  if (type) headers.set('content-type', type);
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}

/** When a copy was kept; null for an answer of the server's. */
export function copyFrom(response: Response): number | null {
  const value = Number(response.headers.get(COPY_FROM_HEADER) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/** Keeps `response` as the copy at `key`; a session's copy replaces any other session's. */
export async function keepCopy(
  cache: Cache,
  key: string,
  response: Response,
  keptAt: number,
): Promise<void> {
  if (isSessionCopy(key)) await dropSessionCopies(cache, key);
  await cache.put(key, await asCopy(response, keptAt));
}

/** Drops every session's copy but `except`'s (a visitor's copy stays: anyone may see it). */
export async function dropSessionCopies(cache: Cache, except?: string): Promise<void> {
  for (const request of await cache.keys()) {
    if (request.url !== except && isSessionCopy(request.url)) await cache.delete(request);
  }
}
