import type { PositionSource } from '@havhjaelp/common/positions';

export interface PositionSettingsTable {
  user_id: string;
  /** 0 or 1. */
  sharing: number;
  interval_seconds: number;
  updated_at: string;
}

/** A fix as stored: the latest per user, and the history while sharing. */
interface FixColumns {
  user_id: string;
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  source: PositionSource;
}

export interface PositionLatestTable extends FixColumns {
  updated_at: string;
}

export interface PositionLogTable extends FixColumns {
  id: string;
  created_at: string;
}

/** Each user's sharing switch, latest fix and history of fixes. */
export interface PositionsTables {
  position_settings: PositionSettingsTable;
  positions_latest: PositionLatestTable;
  position_log: PositionLogTable;
}
