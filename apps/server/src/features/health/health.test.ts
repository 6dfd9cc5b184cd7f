import { startRedisServer } from '@havhjaelp/testing/redis-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, registerUser } from '../../test/users';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports the database, Redis (off when the instance runs alone), the version and the AIS source', async () => {
    await t.start();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: 'v1.0.0 Beta',
      checks: { database: 'ok', redis: 'off' },
      ais: { source: 'off', state: 'off', ships: 0, lastMessageAt: null, clients: 0 },
    });
  });

  it('answers 503 degraded when the database is gone', async () => {
    await t.start();
    await t.db.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: 'error' } });
  });

  // Each request that would use Redis waits for its command's timeout (1 s) before going on without.
  it(
    'reports Redis, and when Redis goes away answers 503 degraded while the app still serves',
    { timeout: 20_000 },
    async () => {
      const redis = await startRedisServer();
      onTestFinished(() => redis.stop());
      await t.start({ REDIS_URL: redis.url });
      const owner = await registerUser(t, 'ejer');
      const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
      const ok = await health();
      expect([ok.statusCode, ok.json().checks]).toEqual([200, { database: 'ok', redis: 'ok' }]);

      await redis.stop();
      const degraded = await health();
      expect(degraded.statusCode).toBe(503);
      expect(degraded.json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'ok', redis: 'error' },
      });
      // What needs Redis only to share falls back to this instance: writes, lists, limited routes.
      await createHelp(t, owner);
      const list = await t.call('GET', '/api/help');
      expect([list.statusCode, list.json().requests.length]).toEqual([200, 1]);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: owner.username, password: 'Forkert-kode-1!' },
      });
      expect([login.statusCode, login.json().code]).toEqual([401, 'BAD_LOGIN']);
    },
  );
});
