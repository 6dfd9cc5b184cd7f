import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NEEDS_CONNECTION, NetworkError, apiFetch, errorText } from './api';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('apiFetch', () => {
  it('calls the path as given, sends JSON with the bearer token and parses the answer', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiFetch('/api/support', { method: 'POST', body: { a: 1 }, token: 'tok' }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/support');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('throws the server’s Danish error on a non-OK answer', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'Navn er påkrævet', code: 'VALIDATION' }));
    const error = await apiFetch('/api/support').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Navn er påkrævet',
      code: 'VALIDATION',
    });
  });

  it('falls back to "API Error: {status}" when the answer has no error field', async () => {
    vi.stubGlobal('fetch', answer(502, 'Bad gateway'));
    await expect(apiFetch('/api/x')).rejects.toThrow('API Error: 502');
  });

  it('turns a failed connection into "Netværksfejl: …"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/x')).rejects.toThrow(
      new NetworkError(new TypeError('Failed to fetch')),
    );
    await expect(apiFetch('/api/x')).rejects.toThrow('Netværksfejl: Failed to fetch');
  });
});

/** An answer whose body stops after `sent` and then fails, as a connection dropped mid-body. */
function cutOff(status: number, sent: string, failure: unknown = new TypeError('network error')) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
      controller.error(failure);
    },
  });
  return vi.fn().mockResolvedValue(new Response(body, { status }));
}

describe('apiFetch with an answer that does not arrive whole', () => {
  const half = '{"id":"u1","username":"ol';

  it.each([
    ['cut off mid-body', () => cutOff(200, half)],
    ['half the JSON', () => vi.fn().mockResolvedValue(new Response(half, { status: 200 }))],
    ['not JSON', () => vi.fn().mockResolvedValue(new Response('<html>', { status: 200 }))],
  ])('an OK answer %s is a network failure, never undefined data', async (_, respond) => {
    vi.stubGlobal('fetch', respond());
    const error = await apiFetch('/api/auth/me').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toHaveProperty('message', 'Netværksfejl: svaret kom ikke helt frem');
  });

  it('passes an abort during the body on as an abort', async () => {
    vi.stubGlobal('fetch', cutOff(200, half, new DOMException('aborted', 'AbortError')));
    await expect(apiFetch('/api/auth/me')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('still tells the status of a refusal whose body is cut off', async () => {
    vi.stubGlobal('fetch', cutOff(401, '{"error":"Din se'));
    await expect(apiFetch('/api/auth/me')).rejects.toMatchObject({ status: 401 });
  });
});

describe('errorText', () => {
  it('prefers the server message, then the network message, then the fallback', () => {
    expect(errorText(new ApiRequestError(400, 'Fra serveren', 'X'), 'Fallback')).toBe(
      'Fra serveren',
    );
    expect(errorText(new ApiRequestError(500, undefined, undefined), 'Fallback')).toBe('Fallback');
    expect(errorText(new NetworkError(new Error('offline')), 'Fallback')).toBe(
      'Netværksfejl: offline',
    );
    expect(errorText(new Error('other'), 'Fallback')).toBe('Fallback');
  });

  it.each([
    [false, NEEDS_CONNECTION],
    [true, 'Netværksfejl: Failed to fetch'],
  ])(
    'says a failed call needs a connection while the browser is offline (online %s)',
    (onLine, text) => {
      vi.stubGlobal('navigator', { onLine });
      expect(errorText(new NetworkError(new TypeError('Failed to fetch')), 'Fallback')).toBe(text);
      // A refusal by the server is the server's, whatever the browser thinks of its network.
      expect(errorText(new ApiRequestError(400, 'Fra serveren', 'X'), 'Fallback')).toBe(
        'Fra serveren',
      );
    },
  );

  it('tells a known code in Danish when the answer came without its text', () => {
    expect(errorText(new ApiRequestError(429, undefined, 'RATE_LIMITED'), 'Fallback')).toBe(
      'For mange forespørgsler. Vent lidt, og prøv igen.',
    );
    expect(errorText(new ApiRequestError(409, undefined, 'ALREADY_ACCEPTED'), 'Fallback')).toBe(
      'Der er allerede accepteret en hjælper',
    );
    expect(errorText(new ApiRequestError(418, undefined, 'TEAPOT'), 'Fallback')).toBe('Fallback');
  });
});

describe('apiFetch with ETags', () => {
  const tagged = (status: number, body: unknown, etag: string) =>
    new Response(status === 304 ? null : JSON.stringify(body), { status, headers: { etag } });

  it('asks a GET again with its ETag and answers what it held on a 304', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(tagged(200, { requests: [1] }, 'W/"a"'))
      .mockResolvedValueOnce(tagged(304, null, 'W/"a"'))
      .mockResolvedValueOnce(tagged(200, { requests: [1, 2] }, 'W/"b"'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiFetch('/api/etag-poll', { token: 'tok' })).toEqual({ requests: [1] });
    expect(await apiFetch('/api/etag-poll', { token: 'tok' })).toEqual({ requests: [1] });
    expect(await apiFetch('/api/etag-poll', { token: 'tok' })).toEqual({ requests: [1, 2] });
    const sent = fetchMock.mock.calls.map(([, init]) => init.headers['if-none-match']);
    expect(sent).toEqual([undefined, 'W/"a"', 'W/"a"']);
  });

  it('never offers one session’s ETag for another, nor for a visitor', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => tagged(200, { requests: [] }, 'W/"egen"'));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/etag-session', { token: 'first' });
    await apiFetch('/api/etag-session', { token: 'second' });
    await apiFetch('/api/etag-session');
    const sent = fetchMock.mock.calls.map(([, init]) => init.headers['if-none-match']);
    expect(sent).toEqual([undefined, undefined, undefined]);
  });
});
