import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession, updateSession } from './session';

const user = {
  id: 'u1',
  userId: 'u1',
  username: 'ole',
  email: 'ole@example.dk',
  firstName: 'Ole',
  boatName: 'Havørnen',
  test_gps_enabled: false,
  test_gps_latitude: null,
  test_gps_longitude: null,
  test_gps_allowed: false,
};

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
});

describe('authFetch', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and logs out when the server answers 401', async () => {
    const { authFetch } = await import('./api');
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
    await expect(authFetch('/auth/me')).rejects.toThrow('Din session er udløbet');
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer tok');
    expect(getSession()).toBeNull();
  });

  it('keeps the session on other refusals and on network failures', async () => {
    const { authFetch } = await import('./api');
    startSession({ token: 'tok', user });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ error: 'Forkert password', code: 'WRONG_PASSWORD' }), {
          status: 400,
        }),
      ),
    );
    await expect(authFetch('/auth/account', { method: 'DELETE' })).rejects.toThrow(
      'Forkert password',
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(authFetch('/auth/me')).rejects.toThrow('Netværksfejl: Failed to fetch');
    expect(getSession()?.token).toBe('tok');
  });
});
