export interface UserTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  password_changed_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  boat_name: string;
  boat_type: string;
  birth_date: string;
  vhf_channel: string;
  call_sign: string;
  /** 0 or 1: SQLite cannot bind booleans, so both databases store an integer. */
  test_gps_enabled: number;
  test_gps_latitude: number | null;
  test_gps_longitude: number | null;
  created_at: string;
  /** 0 or 1: the operator's `npm run admin -- grant` makes an account the admin (test-GPS tool). */
  is_admin: number;
  /** 0 or 1: `npm run admin -- test-user grant` marks a test account (the directory's TEST badge). */
  is_test_user: number;
  /** The username folded for search (common/search-fold.ts), kept with it by the accounts. */
  username_search: string;
  /**
   * When the account was last used (a login or a session's request), renewed at most once a day.
   * The column allows null only because SQLite cannot add a NOT NULL column without a default;
   * registration and the migration fill it for every account.
   */
  last_active_at: string;
  /** When the account was warned that it will be deleted for inactivity; null once used again. */
  inactive_warned_at: string | null;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The accounts and their sessions, which every feature reads through the identity. */
export interface IdentityTables {
  users: UserTable;
  sessions: SessionTable;
}
