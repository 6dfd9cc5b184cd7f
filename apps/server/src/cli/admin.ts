import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { findMemberByUsername, setAdmin, setTestUser } from '../features/auth';
import { setForumModerator } from '../features/forum';

export const ADMIN_USAGE =
  'Usage: npm run admin -- grant <username> | revoke <username> | test-user grant <username> | test-user revoke <username> | moderator grant <username> | moderator revoke <username>';

/**
 * What the command sets: the admin role, the test-account mark (the directory's TEST badge), or
 * the forum's moderator role.
 */
export type AdminFlag = 'admin' | 'testUser' | 'moderator';
export type AdminCommand = { flag: AdminFlag; grant: boolean; username: string };

/** The word before `grant` or `revoke` that names a flag other than the admin role. */
const FLAG_WORDS = new Map<string, AdminFlag>([
  ['test-user', 'testUser'],
  ['moderator', 'moderator'],
]);

/**
 * `grant <username>`, `revoke <username>`, or either after `test-user` or `moderator`; anything
 * else is undefined (print the usage).
 */
export function parseAdminArgs(args: readonly string[]): AdminCommand | undefined {
  const flag = FLAG_WORDS.get(args[0] ?? '') ?? 'admin';
  const [verb, username, ...rest] = flag === 'admin' ? args : args.slice(1);
  if (rest.length > 0 || !username || (verb !== 'grant' && verb !== 'revoke')) return undefined;
  return { flag, grant: verb === 'grant', username };
}

const SETTERS: Record<
  AdminFlag,
  (db: Db, username: string, on: boolean) => Promise<string | undefined>
> = {
  admin: setAdmin,
  testUser: setTestUser,
  async moderator(db, username, on) {
    const member = await findMemberByUsername(db, username);
    if (member) await setForumModerator(db, member.id, on);
    return member?.username;
  },
};

function doneLine({ flag, grant }: AdminCommand, username: string): string {
  if (flag === 'moderator') {
    return grant
      ? `${username} is now a forum moderator (pins, locks, hides and deletes).`
      : `${username} is no longer a forum moderator.`;
  }
  if (flag === 'testUser') {
    return grant
      ? `${username} is now a test user (the directory shows TEST).`
      : `${username} is no longer a test user.`;
  }
  return grant
    ? `${username} is now the admin (sees the test-GPS tool).`
    : `${username} is no longer the admin.`;
}

/**
 * The operator's command: makes an account the admin (the test-GPS tool), a test account or a
 * forum moderator, or takes it back, in the database the server uses (the same DATA_DIR / DATABASE_URL). Answers the
 * exit code.
 */
export async function runAdminCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const command = parseAdminArgs(args);
  if (!command) {
    print(ADMIN_USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    print(err.message);
    return 2;
  }
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'app.db'),
  });
  try {
    await migrateToLatest(db);
    const username = await SETTERS[command.flag](db, command.username, command.grant);
    if (username === undefined) {
      print(`No account has the username "${command.username}".`);
      return 1;
    }
    print(doneLine(command, username));
    return 0;
  } finally {
    await db.destroy();
  }
}
