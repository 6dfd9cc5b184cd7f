import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', AIS_SOURCE: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    temp = await makeTempDir('main-test');
  });
  afterAll(() => temp.remove());

  it('refuses to start with bad configuration, naming every bad variable', async () => {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'x', AIS_SOURCE: 'nope', DATA_DIR: temp.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT:');
    expect(stderr).toContain('AIS_SOURCE:');
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const { child, port, output } = await startServer({ DATA_DIR: temp.dir });
    const body = JSON.stringify({
      name: 'Ole',
      email: 'ole@example.dk',
      subject: 'Hej',
      message: 'Test',
    });
    const exited = exitCode(child);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          port,
          method: 'POST',
          path: '/api/support',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      // Half the body now, the rest after the signal: the request is in flight when shutdown starts.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ success: true });
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  });
});
