// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, onSessionEnd, startSession, updateSession } from './session';
import { TEST_USER } from './test-user';

const user = TEST_USER;

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token, the user and the login flags, and returns the same object until it changes', () => {
    startSession({ token: 'tok', user, forcePasswordChange: true, passwordWarning: false });
    const session = getSession();
    expect(session).toEqual({
      token: 'tok',
      user,
      forcePasswordChange: true,
      passwordWarning: false,
    });
    expect(getSession()).toBe(session);
    updateSession({ forcePasswordChange: false });
    expect(getSession()).not.toBe(session);
    expect(getSession()?.forcePasswordChange).toBe(false);
    expect(getSession()?.token).toBe('tok');
  });

  it('defaults the flags after register and forgets everything at logout', () => {
    startSession({ token: 'tok', user });
    expect(getSession()).toMatchObject({ forcePasswordChange: false, passwordWarning: false });
    endSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('havhjaelp.session')).toBeNull();
    updateSession({ passwordWarning: true });
    expect(getSession()).toBeNull();
  });

  it('refuses a change that would leave no valid session, keeping the one stored', () => {
    startSession({ token: 'tok', user });
    const stored = localStorage.getItem('havhjaelp.session');
    // What a cut-off /api/auth/me answer once stored as the user.
    updateSession({ user: undefined as unknown as typeof user });
    updateSession({ user: { ...user, username: 42 } as unknown as typeof user });
    expect(localStorage.getItem('havhjaelp.session')).toBe(stored);
    expect(getSession()?.user).toEqual(user);
    updateSession({ user: { ...user, firstName: 'Ulla' } });
    expect(getSession()?.user.firstName).toBe('Ulla');
  });

  it('ignores a stored session that is corrupt or lacks a token', () => {
    localStorage.setItem('havhjaelp.session', '{broken');
    expect(getSession()).toBeNull();
    localStorage.setItem('havhjaelp.session', JSON.stringify({ token: '', user }));
    expect(getSession()).toBeNull();
  });

  it('notices a logout in another tab', async () => {
    startSession({ token: 'tok', user });
    const { useSession } = await import('./session');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useSession());
    expect(result.current?.token).toBe('tok');
    act(() => {
      localStorage.removeItem('havhjaelp.session');
      window.dispatchEvent(new StorageEvent('storage', { key: 'havhjaelp.session' }));
    });
    expect(result.current).toBeNull();
  });

  it('tells who asked when the session ends, here or in another tab, and not on other changes', () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    startSession({ token: 'tok', user });
    updateSession({ passwordWarning: true });
    expect(ended).not.toHaveBeenCalled();
    endSession();
    expect(ended).toHaveBeenCalledTimes(1);
    startSession({ token: 'tok', user });
    localStorage.removeItem('havhjaelp.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'havhjaelp.session' }));
    expect(ended).toHaveBeenCalledTimes(2);
    stop();
    endSession();
    expect(ended).toHaveBeenCalledTimes(2);
  });
});

describe('authFetch', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and logs out when the server answers 401', async () => {
    const { authFetch } = await import('./auth-fetch');
    startSession({ token: 'tok', user });
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'Din session er udløbet. Log venligst ind igen.',
          code: 'UNAUTHORIZED',
        }),
        { status: 401 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(authFetch('/api/auth/me')).rejects.toThrow('Din session er udløbet');
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer tok');
    expect(getSession()).toBeNull();
  });

  it('ends the session only for a 401', async () => {
    const { endsSession } = await import('./auth-fetch');
    const { ApiRequestError, NetworkError } = await import('./api');
    expect(endsSession(new ApiRequestError(401, 'Din session er udløbet.', 'UNAUTHORIZED'))).toBe(
      true,
    );
    for (const status of [400, 403, 404, 429, 500, 502, 503]) {
      expect(endsSession(new ApiRequestError(status, undefined, undefined))).toBe(false);
    }
    expect(endsSession(new NetworkError(new Error('svaret kom ikke helt frem')))).toBe(false);
    expect(endsSession(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(endsSession(new Error('invalid answer'))).toBe(false);
  });

  it("does not end a newer session with the 401 of a request sent with the old one's token", async () => {
    const { authFetch } = await import('./auth-fetch');
    startSession({ token: 'old', user });
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const call = authFetch('/api/auth/me');
    startSession({ token: 'new', user });
    answer(
      new Response(JSON.stringify({ error: 'Udløbet', code: 'UNAUTHORIZED' }), { status: 401 }),
    );
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.token).toBe('new');
  });

  it('keeps the session on other refusals and on network failures', async () => {
    const { authFetch } = await import('./auth-fetch');
    startSession({ token: 'tok', user });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ error: 'Forkert password', code: 'WRONG_PASSWORD' }), {
          status: 400,
        }),
      ),
    );
    await expect(authFetch('/api/auth/account', { method: 'DELETE' })).rejects.toThrow(
      'Forkert password',
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(authFetch('/api/auth/me')).rejects.toThrow('Netværksfejl: Failed to fetch');
    expect(getSession()?.token).toBe('tok');
  });
});
