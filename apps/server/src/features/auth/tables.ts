export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginHistoryTable {
  id: string;
  user_id: string;
  created_at: string;
  ip: string;
  /** 0 or 1, as test_gps_enabled. */
  success: number;
}

/**
 * Failed password checks (login, and the checks of a logged-in session) in the current series, per
 * subject (an account id, or a hash of an unknown login name) and client address.
 */
export interface PasswordFailureTable {
  subject: string;
  address: string;
  failures: number;
  last_failed_at: string;
}

/** The accounts feature's own tables: reset links, login history, failed password checks. */
export interface AuthTables {
  password_resets: PasswordResetTable;
  login_history: LoginHistoryTable;
  password_failures: PasswordFailureTable;
}
