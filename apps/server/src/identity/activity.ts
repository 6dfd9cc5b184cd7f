import type { Db } from '../db/database';

/** How often an account's last activity is renewed: enough for a limit counted in years. */
export const ACTIVITY_RENEWAL_MS = 24 * 60 * 60 * 1000;

export interface Activity {
  last_active_at: string;
  inactive_warned_at: string | null;
}

/** Whether a use of the account at `now` must be written: once a day, and always after a warning. */
export function activityToRenew(activity: Activity, now: Date): boolean {
  return (
    activity.inactive_warned_at !== null ||
    now.getTime() - Date.parse(activity.last_active_at) >= ACTIVITY_RENEWAL_MS
  );
}

/**
 * Records a use of the account (a login, a session's request) and withdraws an inactivity warning:
 * one conditional update, which applies at most once a day however many requests race for it.
 * Answers whether it applied.
 */
export async function recordActivity(db: Db, userId: string, now: Date): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - ACTIVITY_RENEWAL_MS).toISOString();
  const result = await db
    .updateTable('users')
    .set({ last_active_at: now.toISOString(), inactive_warned_at: null })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('last_active_at', '<=', dayAgo), eb('inactive_warned_at', 'is not', null)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
