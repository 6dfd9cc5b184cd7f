import type { Db } from '../db/database';
import type { UserTable } from './tables';
import { hashToken } from './session-tokens';

/**
 * Who holds a session token: the user behind a live session (not revoked, not expired). The HTTP
 * layer, the live channel and the accounts feature all ask here, so none waits for another.
 */
export interface Identity {
  userForToken(token: string): Promise<UserTable | undefined>;
}

export function createIdentity(db: Db, now: () => Date): Identity {
  return {
    userForToken: (token) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now().toISOString())
        .executeTakeFirst(),
  };
}
