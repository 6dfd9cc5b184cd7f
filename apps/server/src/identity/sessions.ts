import type { Db } from '../db/database';
import { MEMBER_COLUMNS, type Member } from './member';
import { hashToken } from './session-tokens';

/**
 * Who holds a session token: the user behind a live session (not revoked, not expired). The HTTP
 * layer, the live channel and the accounts feature all ask here, so none waits for another.
 */
export interface Identity {
  memberForToken(token: string): Promise<Member | undefined>;
}

export function createIdentity(db: Db, now: () => Date): Identity {
  return {
    memberForToken: (token) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(MEMBER_COLUMNS)
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now().toISOString())
        .executeTakeFirst(),
  };
}
