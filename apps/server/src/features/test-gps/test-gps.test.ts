import { describe, expect, it } from 'vitest';
import { OPERATOR_SEEN_WITHIN, operatorSeen } from '../../test/operator-change';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setAdmin } from '../auth';
import { makeAdmin, registerUser } from '../../test/users';

describe('test GPS: the admin the operator granted only', () => {
  const t = useTestApp();

  it('tells the session who may use the tool, answers the admin’s position and refuses everyone else', async () => {
    await t.start();
    const admin = await makeAdmin(t, await registerUser(t, 'havnefoged'));
    const boater = await registerUser(t, 'sejler');

    const me = async (token: string) => (await callApi(t, 'GET', '/api/auth/me', token)).json();
    expect((await me(admin.token)).test_gps_allowed).toBe(true);
    expect((await me(boater.token)).test_gps_allowed).toBe(false);

    expect((await callApi(t, 'POST', '/api/test/gps', admin.token)).json()).toEqual({
      enabled: false,
      position: null,
    });
    const saved = await callApi(t, 'PUT', '/api/auth/profile', admin.token, {
      testGpsEnabled: true,
      testGpsLatitude: 55.9,
      testGpsLongitude: 11.2,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      test_gps_enabled: true,
      test_gps_latitude: 55.9,
      test_gps_longitude: 11.2,
      test_gps_allowed: true,
    });
    expect((await callApi(t, 'POST', '/api/test/gps', admin.token)).json()).toEqual({
      enabled: true,
      position: { lat: 55.9, lng: 11.2 },
    });

    const refused = { error: 'Test-GPS er kun for administratoren', code: 'ADMIN_ONLY' };
    const post = await callApi(t, 'POST', '/api/test/gps', boater.token);
    expect([post.statusCode, post.json()]).toEqual([403, refused]);
    const put = await callApi(t, 'PUT', '/api/auth/profile', boater.token, {
      testGpsEnabled: true,
      testGpsLatitude: 55.9,
      testGpsLongitude: 11.2,
    });
    expect([put.statusCode, put.json()]).toEqual([403, refused]);
    expect((await me(boater.token)).test_gps_enabled).toBe(false);
    expect((await callApi(t, 'POST', '/api/test/gps')).statusCode).toBe(401);
  });

  it('makes no admin of whoever registers first, and revoking takes the tool away', async () => {
    // The address that used to make its first registrant the admin makes nobody one now.
    await t.start({ ADMIN_EMAIL: 'admin@example.dk' }, { sessionCache: OPERATOR_SEEN_WITHIN });
    const first = await registerUser(t, 'admin', { email: 'admin@example.dk' });
    const me = async () => (await callApi(t, 'GET', '/api/auth/me', first.token)).json();
    expect((await callApi(t, 'POST', '/api/test/gps', first.token)).statusCode).toBe(403);
    expect((await me()).test_gps_allowed).toBe(false);

    expect(await setAdmin(t.db, 'ADMIN', true)).toBe('admin');
    await operatorSeen();
    expect((await me()).test_gps_allowed).toBe(true);
    expect((await callApi(t, 'POST', '/api/test/gps', first.token)).statusCode).toBe(200);
    expect(await setAdmin(t.db, 'admin', false)).toBe('admin');
    await operatorSeen();
    expect((await callApi(t, 'POST', '/api/test/gps', first.token)).statusCode).toBe(403);
    expect(await setAdmin(t.db, 'ingen', true)).toBeUndefined();
  });
});
