import type { Db } from '../../db/database';
import { setAdminByUsername } from './repository';

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
  return (await setAdminByUsername(db, username, admin))?.username;
}
