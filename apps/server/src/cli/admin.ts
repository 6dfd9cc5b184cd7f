import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { setAdmin } from '../features/auth';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <username> | revoke <username>';

export type AdminCommand = { grant: boolean; username: string };

/** `grant <username>` or `revoke <username>`; anything else is undefined (print the usage). */
export function parseAdminArgs(args: readonly string[]): AdminCommand | undefined {
  const [verb, username, ...rest] = args;
  if (rest.length > 0 || !username || (verb !== 'grant' && verb !== 'revoke')) return undefined;
  return { grant: verb === 'grant', username };
}

/**
 * The operator's command: makes an account the admin (the test-GPS tool) or takes it back, in the
 * database the server uses (the same DATA_DIR / DATABASE_URL). Answers the exit code.
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
    const username = await setAdmin(db, command.username, command.grant);
    if (username === undefined) {
      print(`No account has the username "${command.username}".`);
      return 1;
    }
    print(
      command.grant
        ? `${username} is now the admin (sees the test-GPS tool).`
        : `${username} is no longer the admin.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
