import type { Db } from '../../db/database';
import { setFlagByUsername } from './repository';

/**
 * Grants or revokes the admin role (the test-GPS tool) of the account with this username (any
 * case): the one way to make an admin, used by `npm run admin` and by the tests. Answers the
 * account's username as stored, or undefined when no account has it.
 */
export async function setAdmin(
  db: Db,
  username: string,
  admin: boolean,
): Promise<string | undefined> {
  return (await setFlagByUsername(db, username, 'is_admin', admin))?.username;
}

/**
 * Marks the account with this username (any case) as a test account, shown with the directory's
 * TEST badge, or unmarks it; as `setAdmin`, the operator's `npm run admin -- test-user`.
 */
export async function setTestUser(
  db: Db,
  username: string,
  testUser: boolean,
): Promise<string | undefined> {
  return (await setFlagByUsername(db, username, 'is_test_user', testUser))?.username;
}
