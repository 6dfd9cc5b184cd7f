import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@havhjaelp/testing/free-port';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { REPO_ROOT, SERVER_ENTRY, STOP_WITH_WORKER } from './paths';

export interface AppServer {
  /** Base URL on `localhost` (WebAuthn refuses 127.0.0.1). */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server as its own process on a free port with a throw-away DATA_DIR.
 *
 * The port is chosen up front rather than with PORT=0, because the server writes PUBLIC_URL into
 * the links it mails (password reset): with the real port known before start, those links point at
 * this very server and tests can follow them exactly as mailed. If another process grabs the port
 * between the check and the listen, the start is retried on a new one.
 *
 * TRUST_PROXY=true lets each test present its own client address in X-Forwarded-For (see the
 * `clientIp` fixture), so the per-IP rate limits apply per test as they would per visitor.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), env);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOnce(port: number, env: Record<string, string>): Promise<AppServer> {
  const temp = await makeTempDir('e2e');
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--require', STOP_WITH_WORKER, SERVER_ENTRY],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        TRUST_PROXY: 'true',
        DATA_DIR: temp.dir,
        AIS_SOURCE: 'replay',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes(`Server listening at http://127.0.0.1:${port}`)) return;
        // From here on only errors matter; they go to the test output.
        child.stdout!.off('data', onData).resume();
        child.stderr!.off('data', onData).pipe(process.stderr);
        resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`app server exited (${code}):\n${output}`)));
    });
  } catch (err) {
    await temp.remove();
    throw err;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    dataDir: temp.dir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await temp.remove();
    },
  };
}
