// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { useSessionCheck } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** The first half of the answer, then the connection drops. */
const cutOff = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(TEST_USER).slice(0, 30)));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200 },
  );

/** `/api/auth/me` answers these in turn, then keeps answering the last. */
function answers(...responses: (() => Response | Promise<Response>)[]) {
  const fetchMock = vi.fn(async () => {
    const next = responses.length > 1 ? responses.shift()! : responses[0]!;
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function check() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionCheck(), { wrapper });
}

describe('the session check at start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    startSession({ token: 'tok', user: TEST_USER });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the session through a cut-off answer, a 502, a refused connection and a wrong shape, and asks again until the server confirms it', async () => {
    const renamed = { ...TEST_USER, firstName: 'Ulla' };
    const fetchMock = answers(
      cutOff,
      () => new Response('{"id":"u1","userna', { status: 200 }),
      () => json(502, { error: 'Der opstod en fejl', code: 'INTERNAL' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { id: 'u1' }),
      () => json(200, renamed),
    );
    check();
    // TanStack Query's backoff: 1, 2, 4, 8 and 16 s between the tries.
    for (const [tries, wait] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
      [4, 8_000],
      [5, 16_000],
    ] as const) {
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(tries));
      expect(getSession()).toMatchObject({ token: 'tok', user: TEST_USER });
      await vi.advanceTimersByTimeAsync(wait);
    }
    await vi.waitFor(() => expect(getSession()?.user).toEqual(renamed));
    expect(getSession()?.token).toBe('tok');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('logs out at the first 401 and asks no more', async () => {
    const fetchMock = answers(() =>
      json(401, { error: 'Din session er udløbet. Log venligst ind igen.', code: 'UNAUTHORIZED' }),
    );
    check();
    await vi.waitFor(() => expect(getSession()).toBeNull());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
