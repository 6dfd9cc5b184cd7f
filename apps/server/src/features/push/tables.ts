/** A browser's push subscription (RFC 8030): where to send and the keys to encrypt with. */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  last_sent_at: string | null;
}

/** What a person chose to be told; no row: everything off. */
export interface PushPreferencesTable {
  user_id: string;
  /** 0 or 1, as every switch here. */
  critical: number;
  urgent: number;
  radius_km: number;
  home_lat: number | null;
  home_lng: number | null;
  offers: number;
  chat: number;
  direct_messages: number;
  friend_requests: number;
  updated_at: string;
}

/** The latest fix, kept only while critical or urgent pushes are on, only for choosing whom. */
export interface PushTargetingTable {
  user_id: string;
  lat: number;
  lng: number;
  updated_at: string;
}

/** The application server's VAPID key pair, made once and shared by every instance. */
export interface PushVapidKeysTable {
  /** Always 'current': one row. */
  id: string;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionTable;
  push_preferences: PushPreferencesTable;
  push_targeting: PushTargetingTable;
  push_vapid_keys: PushVapidKeysTable;
}
