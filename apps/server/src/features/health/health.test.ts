import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports the database, the version and the AIS source', async () => {
    await t.start();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: 'v1.0.0 Beta',
      checks: { database: 'ok' },
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
});
