import type { Db } from '../db/database';
import { activityToRenew, recordActivity } from './activity';
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
    memberForToken: async (token) => {
      const at = now();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([...MEMBER_COLUMNS, 'users.last_active_at', 'users.inactive_warned_at'])
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', at.toISOString())
        .executeTakeFirst();
      if (!row) return undefined;
      const { last_active_at, inactive_warned_at, ...member } = row;
      // Every use counts as activity, so an account in use is never warned or deleted as inactive.
      if (activityToRenew({ last_active_at, inactive_warned_at }, at)) {
        await recordActivity(db, member.id, at);
      }
      return member;
    },
  };
}
