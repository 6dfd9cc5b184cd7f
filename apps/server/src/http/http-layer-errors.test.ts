import net, { type AddressInfo } from 'node:net';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { registerErrorHandler } from './error-handler';
import { RATE_LIMITS, registerRateLimits } from './rate-limits';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to the server as they are and reads the answer until the server hangs up. */
function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
}

function expectDanishAnswer(
  answer: { status?: number; statusCode?: number; headers: object; body: string },
  code: keyof typeof HTTP_ERRORS,
) {
  const { status, message } = HTTP_ERRORS[code];
  expect(answer.status ?? answer.statusCode).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ error: message, code });
  expect(answer.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': expect.stringContaining("script-src 'self'"),
  });
}

describe('answers of the HTTP layer itself', () => {
  const t = useTestApp();
  let port: number;
  const failures: unknown[] = [];

  beforeAll(async () => {
    await t.start();
    t.app.addHook('onError', async (_request, _reply, error) => {
      failures.push(error);
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('refuses headers too large in Danish, with the security headers', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectDanishAnswer(answer, 'HEADERS_TOO_LARGE');
  });

  it('refuses a malformed request line in Danish, with the security headers', async () => {
    expectDanishAnswer(await rawRequest(port, 'GARBAGE\r\n\r\n'), 'BAD_REQUEST');
    expectDanishAnswer(
      await rawRequest(port, 'GET /api/he\u0001lth HTTP/1.1\r\nHost: x\r\n\r\n'),
      'BAD_REQUEST',
    );
  });

  it('refuses a malformed Transfer-Encoding on a rate-limited route without a failure inside', async () => {
    for (const encoding of ['chunked, foo', 'gzip']) {
      const answer = await rawRequest(
        port,
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: ${encoding}\r\n` +
          'Content-Type: application/json\r\n\r\n{}',
      );
      expectDanishAnswer(answer, 'BAD_REQUEST');
    }
    // The request the parser let through before refusing its body reaches the hooks: at most
    // as a client's abort (4xx, not logged), never as a failure of ours (5xx, logged as an error).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ours = failures.filter(
      (error) => !((error as { statusCode?: number }).statusCode! < 500),
    );
    expect(ours).toEqual([]);
  });

  it('refuses a malformed URL in Danish, with the security headers', async () => {
    expectDanishAnswer(await t.app.inject('/api/help/%ZZ'), 'BAD_URL');
  });

  it('tells a plain GET to a WebSocket address that it wants an Upgrade', async () => {
    for (const url of ['/mqtt', '/api/ais/stream']) {
      const answer = await t.app.inject(url);
      expectDanishAnswer(answer, 'UPGRADE_REQUIRED');
      expect(answer.headers.upgrade).toBe('websocket');
    }
  });
});

describe('the rate limiter', () => {
  it('copes with a request whose connection is already gone (no address to count)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    // What Node leaves when its parser refused the body after the headers: a closed socket.
    app.addHook('onRequest', async (request) => {
      Object.defineProperty(request.raw.socket, 'remoteAddress', { value: undefined });
    });
    await registerRateLimits(app);
    app.post('/limited', { config: { rateLimit: RATE_LIMITS.signIn } }, async () => ({ ok: true }));
    const response = await app.inject({ method: 'POST', url: '/limited', payload: {} });
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});
