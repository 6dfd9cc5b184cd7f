import { sessionUserSchema, type LoginResult, type SessionUser } from '@havhjaelp/common/auth';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readRawStored, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage';

/** What SPEC.md keeps locally: the token and the user, plus the two flags login may set. */
const sessionSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  forcePasswordChange: z.boolean().default(false),
  passwordWarning: z.boolean().default(false),
});
export type Session = z.infer<typeof sessionSchema>;

const KEY = 'session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } | undefined;

function notify(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** The stored session, or null; the same object until it changes, as useSyncExternalStore needs. */
export function getSession(): Session | null {
  const raw = readRawStored(KEY);
  if (cached?.raw !== raw) cached = { raw, session: readStored(KEY, sessionSchema) ?? null };
  return cached.session;
}

export function startSession(
  result: Omit<LoginResult, 'forcePasswordChange' | 'passwordWarning'> &
    Partial<Pick<LoginResult, 'forcePasswordChange' | 'passwordWarning'>>,
): void {
  writeStored(KEY, {
    token: result.token,
    user: result.user,
    forcePasswordChange: result.forcePasswordChange ?? false,
    passwordWarning: result.passwordWarning ?? false,
  } satisfies Session);
  notify();
}

/**
 * Merges changes into the stored session (a fresh user from the server, a cleared flag). A change
 * that would leave no valid session (a user lost to a cut-off answer) is refused and the stored
 * session stays as it was: only a logout or the server's 401 ends a session.
 */
export function updateSession(patch: Partial<Omit<Session, 'token'>>): void {
  const session = getSession();
  if (!session) return;
  const next = sessionSchema.safeParse({ ...session, ...patch });
  if (!next.success) return;
  writeStored(KEY, next.data);
  notify();
}

export function endSession(): void {
  removeStored(KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_PREFIX + KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Calls `listener` whenever the session ends (logout, expiry, another tab logging out), so state
 * that belongs to one person (open dialogs, chat windows) is dropped with it.
 */
export function onSessionEnd(listener: () => void): () => void {
  let active = getSession() !== null;
  return subscribe(() => {
    const was = active;
    active = getSession() !== null;
    if (was && !active) listener();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

export function useSessionUser(): SessionUser | null {
  return useSession()?.user ?? null;
}
