import { fetchPost, registerAccount } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { useTestCluster, type TestInstance } from '../../test/use-test-cluster';
import { createHelp, helpBody, registerUser } from '../../test/users';

/** The list's validator and body as `token` (or a visitor) polls it, holding `etag` if given. */
async function poll(
  t: Parameters<typeof callApi>[0],
  token?: string,
  etag?: string,
): Promise<{ status: number; etag: string; body: string }> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/help',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(etag ? { 'if-none-match': etag } : {}),
    },
  });
  return { status: answer.statusCode, etag: String(answer.headers.etag), body: answer.body };
}

describe('the help list polled with its ETag', () => {
  const t = useTestApp();

  it('answers 304 with no body while nothing changed, and the list once something did', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    await createHelp(t, owner);
    const first = await poll(t);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await poll(t, undefined, first.etag);
    expect(again).toEqual({ status: 304, etag: first.etag, body: '' });
    // Another client's tags alongside, as a header may list several.
    expect((await poll(t, undefined, `W/"andet", ${first.etag}`)).status).toBe(304);
    await createHelp(t, owner);
    const changed = await poll(t, undefined, first.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.body).requests).toHaveLength(2);
  });

  it('changes its ETag with every visible field it is given: a name, a status', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer2');
    const id = await createHelp(t, owner, { vesselName: 'Lille Ida' });
    const seen = [(await poll(t)).etag];
    const changes = [
      () => callApi(t, 'PUT', '/api/auth/profile', owner.token, { username: 'nyt_navn' }),
      () => callApi(t, 'PUT', `/api/help/${id}`, owner.token, { status: 'cancelled' }),
    ];
    for (const change of changes) {
      expect((await change()).statusCode).toBe(200);
      const now = await poll(t, undefined, seen.at(-1));
      expect(now.status).toBe(200);
      expect(seen).not.toContain(now.etag);
      seen.push(now.etag);
    }
  });

  it('tags each view apart: the owner sees the call precisely, a visitor does not', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer3');
    await createHelp(t, owner);
    const visitor = await poll(t);
    const own = await poll(t, owner.token);
    expect(JSON.parse(own.body)).not.toEqual(JSON.parse(visitor.body));
    expect(own.etag).not.toBe(visitor.etag);
    // Holding the visitor's list, the owner is sent their own.
    const crossed = await poll(t, owner.token, visitor.etag);
    expect(crossed.status).toBe(200);
    expect(crossed.body).toBe(own.body);
    expect((await poll(t, owner.token, own.etag)).status).toBe(304);
  });
});

describe('the help list ETag across two instances', () => {
  const two = useTestCluster();

  async function poll(instance: TestInstance, etag?: string) {
    const answer = await fetch(`${instance.url}/api/help`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    return {
      status: answer.status,
      etag: answer.headers.get('etag') ?? undefined,
      body: await answer.text(),
    };
  }

  it('is the same on both, and a change made on one is never answered 304 on the other', async () => {
    const owner = await registerAccount(fetchPost(two.a.url));
    const post = (instance: TestInstance) =>
      fetch(`${instance.url}/api/help`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify(helpBody()),
      });
    expect((await post(two.a)).status).toBe(200);
    const onA = await poll(two.a);
    const onB = await poll(two.b);
    expect(onB.etag).toBe(onA.etag);
    expect((await poll(two.b, onA.etag)).status).toBe(304);
    expect((await post(two.a)).status).toBe(200);
    const after = await poll(two.b, onA.etag);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).requests).toHaveLength(2);
    expect((await poll(two.a, after.etag)).status).toBe(304);
  });
});
