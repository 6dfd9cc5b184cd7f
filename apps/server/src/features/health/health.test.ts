import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('reports the database, the version and the AIS source', async () => {
    t = await startTestApp();
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
    const db = createDatabase({ sqliteFile: ':memory:' });
    t = await startTestApp({}, { db });
    await db.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: 'error' } });
  });
});
