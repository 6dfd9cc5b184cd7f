import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

/** Bad input of every kind must get a 4xx answer, never a 5xx. */
describe('help endpoints with bad input', () => {
  const t = useTestApp();
  let owner: TestUser;
  let helper: TestUser;
  let open: string;
  let chatting: string;
  let responseId: string;

  beforeAll(async () => {
    await t.start();
    owner = await registerUser(t, 'ejer');
    helper = await registerUser(t, 'hjaelper');
    open = await createHelp(t, owner);
    responseId = await offerHelp(t, open, helper);
    chatting = await acceptedHelp(t, owner, helper);
  });

  function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: string, contentType?: string) {
    return t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${owner.token}`,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  }
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  /** A create body, valid up to the part under test. */
  const create = (extra: string) =>
    `{"type":"fuel","priority":"normal","position":{"lat":1,"lng":1}${extra}}`;
  const x = (count: number) => 'x'.repeat(count);

  it('closes on a POST with no body at all, as a close without a thank-you', async () => {
    const id = await createHelp(t, owner);
    const closed = await send('POST', `/api/help/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('resolved');
  });

  it.each([
    ['cut-off JSON', 'POST', '/api/help', '{"type":', json, 'INVALID_JSON'],
    ['an empty JSON body', 'POST', '/api/help', '', json, 'INVALID_JSON'],
    ['a form body', 'POST', '/api/help', 'type=fuel', form, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an XML body', 'POST', '/api/help', '<xml/>', 'text/xml', 'UNSUPPORTED_MEDIA_TYPE'],
    ['an array body', 'POST', '/api/help', '[]', json, 'VALIDATION'],
    ['a null body', 'POST', '/api/help', 'null', json, 'VALIDATION'],
    ['a string body', 'POST', '/api/help', '"fuel"', json, 'VALIDATION'],
    ['a text position', 'POST', '/api/help', '{"position":"55,12"}', json, 'VALIDATION'],
    ['wrong types', 'POST', '/api/help', '{"type":1,"position":{"lat":[]}}', json, 'VALIDATION'],
    [
      'lat 1e400',
      'POST',
      '/api/help',
      create(',"position":{"lat":1e400,"lng":1}'),
      json,
      'VALIDATION',
    ],
    ['a text radius', 'POST', '/api/help', create(',"searchRadiusNm":"3"'), json, 'VALIDATION'],
    [
      'a 101-char vessel',
      'POST',
      '/api/help',
      create(`,"vesselName":"${x(101)}"`),
      json,
      'VALIDATION',
    ],
    [
      'a 2001-char text',
      'POST',
      '/api/help',
      create(`,"description":"${x(2001)}"`),
      json,
      'VALIDATION',
    ],
    ['__proto__', 'POST', '/api/help', create(',"__proto__":{"admin":true}'), json, 'INVALID_JSON'],
    [
      'a 200 kB body',
      'POST',
      '/api/help',
      `{"description":"${x(200_000)}"}`,
      json,
      'BODY_TOO_LARGE',
    ],
    ['a 33-char _t', 'GET', `/api/help?_t=${'9'.repeat(33)}`, undefined, undefined, 'VALIDATION'],
    ['two _t', 'GET', '/api/help?_t=1&_t=2', undefined, undefined, 'VALIDATION'],
    ['a number status', 'PUT', '/api/help/OPEN', '{"status":5}', json, 'VALIDATION'],
    ['a null status', 'PUT', '/api/help/OPEN', '{"status":null}', json, 'VALIDATION'],
    ['no status', 'PUT', '/api/help/OPEN', '{}', json, 'VALIDATION'],
    ['cut-off status', 'PUT', '/api/help/OPEN', '{"status":"resolved"', json, 'INVALID_JSON'],
    ['a number offer', 'POST', '/api/help/OPEN/respond', '{"message":42}', json, 'VALIDATION'],
    ['a list ETA', 'POST', '/api/help/OPEN/respond', '{"estimatedArrival":[]}', json, 'VALIDATION'],
    [
      'a 51-char ETA',
      'POST',
      '/api/help/OPEN/respond',
      `{"estimatedArrival":"${x(51)}"}`,
      json,
      'VALIDATION',
    ],
    [
      'a text rating',
      'POST',
      '/api/help/OPEN/close',
      '{"testimonial":"Tak","rating":"5"}',
      json,
      'VALIDATION',
    ],
    [
      'a text isPublic',
      'POST',
      '/api/help/OPEN/close',
      '{"testimonial":"T","isPublic":"ja"}',
      json,
      'VALIDATION',
    ],
    [
      'a list thank-you',
      'POST',
      '/api/help/OPEN/close',
      '{"testimonial":["Tak"]}',
      json,
      'VALIDATION',
    ],
    ['an object message', 'POST', '/api/help/CHAT/chat', '{"message":{"a":1}}', json, 'VALIDATION'],
    ['a null message', 'POST', '/api/help/CHAT/chat', '{"message":null}', json, 'VALIDATION'],
    ['a text/plain message', 'POST', '/api/help/CHAT/chat', 'hej', 'text/plain', 'VALIDATION'],
    ['a 65-char id', 'GET', `/api/help/${'a'.repeat(65)}`, undefined, undefined, 'VALIDATION'],
    [
      'a 65-char chat id',
      'GET',
      `/api/help/${'a'.repeat(65)}/chat`,
      undefined,
      undefined,
      'VALIDATION',
    ],
    [
      'a 65-char status id',
      'PUT',
      `/api/help/${'a'.repeat(65)}`,
      '{"status":"resolved"}',
      json,
      'VALIDATION',
    ],
    [
      'a 65-char response id',
      'POST',
      `/api/help/OPEN/accept/${'b'.repeat(65)}`,
      undefined,
      undefined,
      'VALIDATION',
    ],
    ['a 64-char id', 'GET', `/api/help/${'a'.repeat(64)}`, undefined, undefined, 'HELP_NOT_FOUND'],
    [
      'a 64-char response id',
      'POST',
      `/api/help/OPEN/accept/${'b'.repeat(64)}`,
      undefined,
      undefined,
      'RESPONSE_NOT_FOUND',
    ],
    ['a NUL id', 'GET', '/api/help/%00', undefined, undefined, 'NUL_CHARACTER'],
    ['an SQL id', 'GET', "/api/help/'%20OR%201%3D1%20--", undefined, undefined, 'HELP_NOT_FOUND'],
    [
      'a path id',
      'GET',
      '/api/help/..%2F..%2Fetc%2Fpasswd',
      undefined,
      undefined,
      'HELP_NOT_FOUND',
    ],
    [
      'ids swapped',
      'POST',
      '/api/help/RESPONSE/accept/OPEN',
      undefined,
      undefined,
      'HELP_NOT_FOUND',
    ],
    ['an unknown sub-path', 'GET', '/api/help/OPEN/unknown', undefined, undefined, 'NOT_FOUND'],
  ] as const)('%s (%s %s) → 4xx %s', async (_what, method, rawUrl, body, contentType, code) => {
    const url = rawUrl
      .replace('OPEN', open)
      .replace('CHAT', chatting)
      .replace('RESPONSE', responseId);
    const response = await send(method, url, body, contentType);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error: expect.any(String), code });
  });

  it.each([
    ['a path parameter over Fastify’s 100-character limit', `/api/help/${'a'.repeat(5000)}`],
    ['a broken percent-encoding', '/api/help/%E0%A4%A'],
  ])('answers %s with a 4xx, not a 5xx', async (_what, url) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  // Fastify's router errors go through frameworkErrors to the same answer shape.
  it.each([
    ['a 5000-character id', `/api/help/${'a'.repeat(5000)}`, 414],
    ['a broken percent-encoding', '/api/help/%E0%A4%A', 400],
  ])('answers %s with the API’s {error, code} shape in Danish', async (_what, url, status) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    expect(response.body).not.toMatch(/FST_ERR|is not a valid|Bad Request/);
  });
});
