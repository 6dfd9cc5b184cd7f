import type { UserTable } from './tables';

/**
 * A logged-in user as every feature sees one: the account without its password hash (and without
 * the username's search folding, which only the friend search reads, or the activity the inactive
 * accounts' job reads).
 */
export type Member = Omit<
  UserTable,
  'password_hash' | 'username_search' | 'last_active_at' | 'inactive_warned_at'
>;

// A record, so the compiler demands every column of Member here and no other.
const COLUMNS: Record<keyof Member, true> = {
  id: true,
  username: true,
  email: true,
  password_changed_at: true,
  first_name: true,
  last_name: true,
  phone: true,
  boat_name: true,
  boat_type: true,
  birth_date: true,
  vhf_channel: true,
  call_sign: true,
  test_gps_enabled: true,
  test_gps_latitude: true,
  test_gps_longitude: true,
  created_at: true,
  is_admin: true,
  is_test_user: true,
};

/** The `users` columns a Member carries, as a select names them. */
export const MEMBER_COLUMNS = Object.keys(COLUMNS).map(
  (column) => `users.${column}` as `users.${keyof Member}`,
);
