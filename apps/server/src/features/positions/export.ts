import type { Db } from '../../db/database';
import { historyOf, latestOf, settingsOf } from './repository';
import { toSharing } from './service';

/** The positions sections of a user's data export: the switch, the latest fix and the history. */
export async function positionsExport(db: Db, userId: string) {
  const [settings, latest, history] = await Promise.all([
    settingsOf(db, userId),
    latestOf(db, userId),
    historyOf(db, userId),
  ]);
  const sharing = toSharing(settings);
  return {
    position_sharing: { enabled: sharing.enabled, interval_seconds: sharing.intervalSeconds },
    position_latest: latest ? { ...fixOf(latest), created_at: latest.updated_at } : null,
    position_history: history.map((row) => ({ ...fixOf(row), created_at: row.created_at })),
  };
}

const fixOf = (row: { lat: number; lng: number; accuracy: number; source: string }) => ({
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
  source: row.source,
});
