import { describe, expect, it } from 'vitest';
import { asCopy, copyFrom, copyKey, isSessionCopy, sessionDigest } from './offline-copies';

const ORIGIN = 'https://havhjaelp.example';

const withAuth = (authorization?: string) =>
  new Request(`${ORIGIN}/api/help?_t=1`, {
    headers: authorization ? { authorization } : {},
  });

describe('the copy of the help list', () => {
  it('is kept apart for a visitor and for each session, never under the token itself', async () => {
    const visitor = copyKey(ORIGIN, await sessionDigest(withAuth()));
    const anna = copyKey(ORIGIN, await sessionDigest(withAuth('Bearer anna-token')));
    const anna2 = copyKey(ORIGIN, await sessionDigest(withAuth('Bearer anna-token')));
    const bo = copyKey(ORIGIN, await sessionDigest(withAuth('Bearer bo-token')));
    expect(visitor).toBe(`${ORIGIN}/__offline-copy__/help-list/visitor`);
    expect(anna).toBe(anna2);
    expect(new Set([visitor, anna, bo]).size).toBe(3);
    expect(anna).not.toContain('anna-token');
    expect(anna).toMatch(/\/member-[0-9a-f]{64}$/);
  });

  it.each([
    [copyKey(ORIGIN, null), false],
    [copyKey(ORIGIN, 'ab'.repeat(32)), true],
  ])('tells a session’s copy from a visitor’s: %s', (key, session) => {
    expect(isSessionCopy(key)).toBe(session);
  });

  it('keeps the body and type, marked with when it was kept', async () => {
    const answer = new Response('{"requests":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'set-cookie': 'x=1' },
    });
    const copy = await asCopy(answer, 1_764_349_200_000);
    expect(await copy.text()).toBe('{"requests":[]}');
    expect(copy.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(copy.headers.get('set-cookie')).toBeNull();
    expect(copyFrom(copy)).toBe(1_764_349_200_000);
  });

  it('tells a copy from the server’s own answer', () => {
    expect(copyFrom(new Response('{}'))).toBeNull();
  });
});
