// Slow and greedy clients against the real server on a loopback port: each test shows the
// offending connections cut off or refused while another client is served as usual.
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import net, { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/** Linux answers on all of 127/8: a second client address on the same machine. */
const OTHER_ADDRESS = '127.0.0.2';

let t: TestApp | undefined;
const sockets: { destroy(): void }[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function serve(env: Record<string, string>): Promise<number> {
  t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** A raw TCP client: what it has received, and when the server hung up. */
async function rawSocket(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const openedAt = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - openedAt)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
  return { socket, closed, received: () => received, isOpen: () => !socket.destroyed };
}

/** One complete request on a fresh connection from `localAddress`; the status and body. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
) {
  return fetchOnce(
    port,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${lines(headers)}\r\n`,
    localAddress,
  );
}

const lines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

async function fetchOnce(port: number, request: string, localAddress: string) {
  const raw = await rawSocket(port, localAddress);
  raw.socket.write(request);
  await raw.closed;
  const text = raw.received();
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
    body: text.split('\r\n\r\n')[1] ?? '',
  };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms),
    ),
  ]);

const halfSentPost = (headers: Record<string, string> = {}) =>
  'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  `Content-Length: 1000\r\n${lines(headers)}\r\n{"username":`;

describe('timeouts against slow clients', () => {
  const env = {
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '500',
    KEEP_ALIVE_TIMEOUT_MS: '500',
  };

  it('cuts off a request whose announced body never comes; others are served meanwhile', async () => {
    const port = await serve(env);
    const slow = await rawSocket(port);
    slow.socket.write(halfSentPost());
    expect((await get(port, '/api/health')).status).toBe(200);
    const after = await within(slow.closed, 3_000, 'the cut-off');
    expect(after).toBeGreaterThanOrEqual(900);
  });

  it('cuts off headers that never end', async () => {
    const port = await serve(env);
    const slow = await rawSocket(port);
    slow.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect((await get(port, '/api/health')).status).toBe(200);
    await within(slow.closed, 2_000, 'the cut-off');
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const port = await serve(env);
    const idle = await rawSocket(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await within(idle.closed, 2_000, 'the keep-alive close');
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('drops a client that stops reading its answer', async () => {
    t = await startTestApp({ ...env, SOCKET_IDLE_TIMEOUT_MS: '1000' });
    // An answer far larger than the socket buffers, so its writing stalls when nobody reads.
    t.app.get('/test/large', async () => Buffer.alloc(64 * 1024 * 1024));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const stalled = await rawSocket(port);
    stalled.socket.write('GET /test/large HTTP/1.1\r\nHost: x\r\n\r\n');
    stalled.socket.pause();
    expect((await get(port, '/api/health')).status).toBe(200);
    // A paused client does not see the hang-up; the server's count of connections does.
    const server = t.app.server;
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_err, count) => resolve(count)));
    expect(await connections()).toBe(1);
    const dropped = async () => {
      while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await within(dropped(), 4_000, 'the drop');
  });

  it('leaves WebSockets open past every timeout', async () => {
    const port = await serve(env);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/mqtt`, 'mqtt');
    sockets.push({ destroy: () => ws.terminate() });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('connections per address', () => {
  it('refuses connections past the cap from one address; another address still gets in', async () => {
    const port = await serve({ CONNECTIONS_PER_ADDRESS: '5' });
    const held = await Promise.all(Array.from({ length: 5 }, () => rawSocket(port)));
    const refused = await rawSocket(port).catch(() => undefined);
    if (refused) await within(refused.closed, 1_000, 'the refusal');
    expect((await get(port, '/api/health', {}, OTHER_ADDRESS)).status).toBe(200);
    expect(held.every((socket) => socket.isOpen())).toBe(true);
    // A freed place can be taken again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    expect((await get(port, '/api/health')).status).toBe(200);
  });

  it('behind a proxy, caps the requests in flight per client address with a Danish 429', async () => {
    const port = await serve({ TRUST_PROXY: 'true', CONNECTIONS_PER_ADDRESS: '3' });
    const client = { 'X-Forwarded-For': '203.0.113.1' };
    const hanging = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const raw = await rawSocket(port);
        raw.socket.write(halfSentPost(client));
        return raw;
      }),
    );
    // Let the server see all three requests before the fourth.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await get(port, '/api/health', client);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: HTTP_ERRORS.TOO_MANY_CONNECTIONS.message,
      code: 'TOO_MANY_CONNECTIONS',
    });
    expect((await get(port, '/api/health', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(200);
    for (const raw of hanging) raw.socket.destroy();
    await Promise.all(hanging.map((raw) => raw.closed));
    expect((await get(port, '/api/health', client)).status).toBe(200);
  });
});

describe.each(['/mqtt', '/api/ais/stream'])('WebSockets per address on %s', (path) => {
  async function open(port: number, on: string, localAddress = '127.0.0.1') {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${on}`, on === '/mqtt' ? 'mqtt' : [], {
      localAddress,
    });
    sockets.push({ destroy: () => ws.terminate() });
    return new Promise<{ ws: WebSocket; refusal?: { status: number; body: string } }>(
      (resolve, reject) => {
        ws.once('open', () => resolve({ ws }));
        ws.once('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ ws, refusal: { status: response.statusCode!, body } }),
          );
        });
        ws.once('error', reject);
      },
    );
  }

  it('refuses an upgrade past the cap with a Danish 429; another address and path still open', async () => {
    const port = await serve({ WEBSOCKETS_PER_ADDRESS: '2' });
    const held = [await open(port, path), await open(port, path)];
    expect(held.every((h) => h.refusal === undefined)).toBe(true);
    const third = await open(port, path);
    expect(third.refusal?.status).toBe(429);
    expect(JSON.parse(third.refusal!.body)).toMatchObject({ code: 'TOO_MANY_CONNECTIONS' });
    expect((await open(port, path, OTHER_ADDRESS)).refusal).toBeUndefined();
    const otherPath = path === '/mqtt' ? '/api/ais/stream' : '/mqtt';
    expect((await open(port, otherPath)).refusal).toBeUndefined();
    expect(held.every((h) => h.ws.readyState === WebSocket.OPEN)).toBe(true);
    // A closed socket frees its place.
    held[0]!.ws.close();
    await new Promise((resolve) => held[0]!.ws.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await open(port, path)).refusal).toBeUndefined();
  });
});
