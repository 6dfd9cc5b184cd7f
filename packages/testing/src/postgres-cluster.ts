import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: a superuser without a password (trust). */
  url: string;
  stop(): void;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server Debian's packages installed, or undefined. */
export function postgresBinDir(): string | undefined {
  if (!fs.existsSync(DEBIAN_ROOT)) return undefined;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .filter((v) => fs.existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster belongs to Debian's `postgres` user;
 * as anyone else it belongs to the caller.
 */
function runAsOwner(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A throw-away PostgreSQL cluster on a free loopback port in a temp directory, started from
 * Debian's packages (the test run installs them). Durability is off unless asked for: a test
 * cluster never outlives its run, and fsync would make every migration slow; benchmarks compare
 * with SQLite's `synchronous=FULL` and ask for it.
 */
export async function startPostgresCluster(
  options: { durable?: boolean } = {},
): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: run "sudo apt-get install -y postgresql" (npm test does it as root).',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havhjaelp-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...(options.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    settings,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      const asRoot = process.getuid?.() === 0;
      const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
      const pgCtl = path.join(bin, 'pg_ctl');
      spawnSync(
        asRoot ? 'runuser' : pgCtl,
        asRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args,
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
