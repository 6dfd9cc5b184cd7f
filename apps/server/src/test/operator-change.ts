import type { SessionCacheOptions } from '../identity/sessions';

/**
 * The operator's command (`npm run admin`) runs in a process of its own, which tells no running
 * instance: they see its change once the session they keep has lived its lifetime, here short.
 */
export const OPERATOR_SEEN_WITHIN: SessionCacheOptions = { maxSessions: 100, lifetimeMs: 200 };

/** Waits until a running app has let go of every session it kept before the operator's change. */
export const operatorSeen = () =>
  new Promise((resolve) => setTimeout(resolve, OPERATOR_SEEN_WITHIN.lifetimeMs + 50));
