import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './free-port';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/**
 * A throw-away Redis from Debian's `redis-server` on a free loopback port, in memory only (no
 * snapshots, no append-only file): what the instances share lives only as long as the test.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(
      'redis-server is not installed: run "sudo apt-get install -y redis-server" (npm test does it as root).',
    );
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
