import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';

describe('test GPS: the admin account only', () => {
  const t = useTestApp();

  it('tells the session who may use the tool, answers the admin’s position and refuses everyone else', async () => {
    await t.start({ ADMIN_EMAIL: 'Admin@Example.dk' });
    const admin = await registerUser(t, 'admin');
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

  it('refuses everyone when no ADMIN_EMAIL is configured', async () => {
    await t.start();
    const user = await registerUser(t, 'sejler');
    expect((await callApi(t, 'POST', '/api/test/gps', user.token)).statusCode).toBe(403);
    const me = (await callApi(t, 'GET', '/api/auth/me', user.token)).json();
    expect(me.test_gps_allowed).toBe(false);
  });
});
