import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilUp } from '@havhjaelp/testing/free-port';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../..');

export interface Served {
  url: string;
  /** Resident memory of the server process in MiB (Linux /proc). */
  rssMiB(): Promise<number>;
  /** CPU time the server process has used so far, user and system, in seconds. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

/** CPU time process `pid` has used so far, user and system, in seconds (Linux /proc). */
export async function cpuOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) begin after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function rssOf(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

function waitForUrl(child: ChildProcess, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData).resume();
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.pipe(process.stderr);
    child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
}

/** Stops the child; resolves at once if it is already gone ('exit' would never fire again). */
function stopper(child: ChildProcess, name: string): () => Promise<void> {
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited while the bench ran (${signal ?? code})`);
  });
  return () =>
    new Promise((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The app server, and its DATA_DIR for benches that seed the database. */
export interface ServedApp extends Served {
  dataDir: string;
}

/**
 * The built app server (run `npm run build` first) with a throw-away DATA_DIR; `nodeArgs` go to
 * node before the script (V8 flags, for a baseline with other settings).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ServedApp> {
  const temp = await makeTempDir('bench');
  const port = await freePort();
  const main = path.join(REPO_ROOT, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: temp.dir,
      AIS_SOURCE: 'off',
      // The benches play many visitors, all from loopback: no per-address caps.
      CONNECTIONS_PER_ADDRESS: '1000000',
      WEBSOCKETS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Polled rather than read from the log, so any LOG_LEVEL works.
  await waitUntilUp(`${url}/api/health`);
  const stop = stopper(child, 'app server');
  return {
    url,
    dataDir: env.DATA_DIR ?? temp.dir,
    rssMiB: () => rssOf(child.pid),
    cpuSeconds: () => cpuOf(child.pid),
    stop: async () => (await stop(), await temp.remove()),
  };
}

export async function startHelloWorld(env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'hello-world.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child, /listening (http:\/\/127\.0\.0\.1:\d+)/);
  return {
    url,
    rssMiB: () => rssOf(child.pid),
    cpuSeconds: () => cpuOf(child.pid),
    stop: stopper(child, 'hello-world'),
  };
}
