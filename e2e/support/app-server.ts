import { spawn, type ChildProcess } from 'node:child_process';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

export interface AppServer {
  /** Base URL on `localhost` (WebAuthn refuses 127.0.0.1). */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the built server as its own process on a free port with a throw-away DATA_DIR. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const temp = await makeTempDir('e2e');
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: temp.dir,
      AIS_SOURCE: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      // From here on only errors matter; they go to the test output.
      child.stdout!.off('data', onData).resume();
      child.stderr!.off('data', onData).pipe(process.stderr);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`app server exited (${code}):\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://localhost:${port}`,
    dataDir: temp.dir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await temp.remove();
    },
  };
}
