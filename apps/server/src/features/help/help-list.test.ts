import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, registerUser } from '../../test/users';

/** The list is served from a cache: what it sends must still be the current truth. */
describe('the help list as served', () => {
  const t = useTestApp();

  it('goes out gzipped to clients that accept it, with the same content as plain JSON', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    await createHelp(t, owner, { vesselName: 'Lille Ida' });
    const plain = await callApi(t, 'GET', '/api/help?_t=1', owner.token);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/help?_t=2',
      headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'cache-control': 'no-store',
    });
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().requests[0].vesselName).toBe('Lille Ida');
  });

  it('shows a new request, a changed username and a status change at once', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const first = await createHelp(t, owner);
    const names = async () =>
      (await callApi(t, 'GET', '/api/help'))
        .json()
        .requests.map((r: { userName: string }) => r.userName);
    expect(await names()).toEqual(['ejer']);
    await createHelp(t, owner);
    expect(await names()).toEqual(['ejer', 'ejer']);
    const renamed = await callApi(t, 'PUT', '/api/auth/profile', owner.token, {
      username: 'nyt_navn',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['nyt_navn', 'nyt_navn']);
    await callApi(t, 'PUT', `/api/help/${first}`, owner.token, { status: 'cancelled' });
    const statuses = (await callApi(t, 'GET', '/api/help'))
      .json()
      .requests.map((r: { id: string; status: string }) => [r.id, r.status]);
    expect(statuses).toContainEqual([first, 'cancelled']);
  });
});
