import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Bus } from '../cluster/bus';
import type { Db } from '../db/database';
import { activityToRenew, recordActivity, type Activity } from './activity';
import { MEMBER_COLUMNS, type Member } from './member';
import { hashToken } from './session-tokens';

/**
 * Who holds a session token: the user behind a live session (not revoked, not expired). The HTTP
 * layer, the live channel and the accounts feature all ask here, so none waits for another.
 */
export interface Identity {
  memberForToken(token: string): Promise<Member | undefined>;
  /**
   * The user's sessions ended or their account changed: what is kept of them is dropped here at
   * once, and the word to the other instances is out before this resolves.
   */
  forget(userId: string): Promise<void>;
}

export interface SessionCacheOptions {
  /** Sessions kept at most; the least recently used goes first. */
  maxSessions: number;
  /**
   * How long a session is trusted without asking the database. Bounds what no instance
   * announces (an operator's `npm run admin` from its own process) and a bus that is away.
   */
  lifetimeMs: number;
}

export const SESSION_CACHE: SessionCacheOptions = { maxSessions: 10_000, lifetimeMs: 30_000 };

/** Where the instances tell each other whose sessions to drop (`{ from, userId }`). */
const FORGET_CHANNEL = 'identity:forget';

interface KnownSession {
  member: Member;
  activity: Activity;
  expiresAt: string;
}

/**
 * Every request of a member asks who holds its token, so the answer is kept for a short while
 * instead of read from the database each time. Logout, a new password and deletion end sessions
 * in the database and then call `forget`, on whichever instance served them; every instance drops
 * the user's sessions when the word reaches it over the bus.
 */
export async function createIdentity(
  db: Db,
  now: () => Date,
  bus: Bus,
  options: SessionCacheOptions = SESSION_CACHE,
): Promise<Identity> {
  // Keyed by the token's hash, so no token is held in memory longer than its request.
  const sessions = new LRUCache<string, KnownSession>({
    max: options.maxSessions,
    ttl: options.lifetimeMs,
  });
  // Bumped by every forget: a read begun before it may have seen the session still alive.
  let generation = 0;
  const origin = randomUUID();
  const drop = (userId: string) => {
    generation++;
    const gone = [...sessions.entries()].filter(([, known]) => known.member.id === userId);
    for (const [key] of gone) sessions.delete(key);
  };
  await bus.subscribe(FORGET_CHANNEL, (message) => {
    const { from, userId } = JSON.parse(message) as { from: string; userId: string };
    // This instance's own word comes back over the bus; it has dropped them already.
    if (from !== origin) drop(userId);
  });

  const read = async (tokenHash: string, at: Date): Promise<KnownSession | undefined> => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        ...MEMBER_COLUMNS,
        'users.last_active_at',
        'users.inactive_warned_at',
        'sessions.expires_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', at.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    const { last_active_at, inactive_warned_at, expires_at, ...member } = row;
    return { member, activity: { last_active_at, inactive_warned_at }, expiresAt: expires_at };
  };

  return {
    memberForToken: async (token) => {
      const at = now();
      const tokenHash = hashToken(token);
      let known = sessions.get(tokenHash);
      // Sessions also end by expiry, which nobody announces.
      if (known && known.expiresAt <= at.toISOString()) {
        sessions.delete(tokenHash);
        known = undefined;
      }
      if (!known) {
        const before = generation;
        known = await read(tokenHash, at);
        if (!known) return undefined;
        if (before === generation) sessions.set(tokenHash, known);
      }
      const session = known;
      // Every use counts as activity, so an account in use is never warned or deleted as inactive.
      if (activityToRenew(session.activity, at)) {
        // Noted before the write, so the requests racing with it do not write it again.
        const noted = session.activity;
        session.activity = { last_active_at: at.toISOString(), inactive_warned_at: null };
        await recordActivity(db, session.member.id, at).catch((err: unknown) => {
          session.activity = noted;
          throw err;
        });
      }
      return session.member;
    },
    async forget(userId) {
      drop(userId);
      // Never fails: while Redis is away the other copies expire within their lifetime.
      await bus.publish(FORGET_CHANNEL, JSON.stringify({ from: origin, userId })).catch(() => {});
    },
  };
}
