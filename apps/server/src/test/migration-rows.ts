/**
 * An account row as the first migrations made the `users` table (0002): what a migration test
 * inserts before it migrates further; later columns have defaults or are filled by their migration.
 */
export function earlyAccountRow(id: string, username: string, email: string, createdAt: string) {
  return {
    id,
    username,
    email,
    password_hash: 'x',
    password_changed_at: createdAt,
    first_name: '',
    last_name: '',
    phone: '',
    boat_name: '',
    boat_type: 'Andet',
    birth_date: '1980-01-01',
    created_at: createdAt,
  };
}
