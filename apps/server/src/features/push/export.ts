import type { Db } from '../../db/database';
import * as repo from './repository';
import { toPreferences } from './service';

/** Push's part of a user's data export: subscriptions without their keys, choices, the kept fix. */
export async function pushExport(db: Db, userId: string) {
  const [subscriptions, preferences, targeting] = await Promise.all([
    repo.subscriptionsOf(db, [userId]),
    repo.preferencesOf(db, userId),
    repo.targetingOf(db, userId),
  ]);
  return {
    push_subscriptions: subscriptions.map((row) => ({
      endpoint: row.endpoint,
      created_at: row.created_at,
      last_sent_at: row.last_sent_at,
    })),
    push_preferences: toPreferences(preferences),
    push_targeting_position: targeting
      ? { lat: targeting.lat, lng: targeting.lng, updated_at: targeting.updated_at }
      : null,
  };
}
