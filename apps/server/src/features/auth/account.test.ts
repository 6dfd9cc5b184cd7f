import { AUTH_MESSAGES } from '@havhjaelp/common/auth';
import { describe, expect, it } from 'vitest';
import { callApi, type Method, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { makeAdmin, registerUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00Z');
const password = 'Sikker-Kode-2026!';
const registerAccount = (t: TestApp, username: string, email: string) =>
  registerUser(t, username, {
    email,
    password,
    birthDate: '1985-06-01',
    boatName: 'Måge',
    boatType: 'Jolle',
  });
const register = async (t: TestApp, username: string, email: string) =>
  (await registerAccount(t, username, email)).token;

describe('profile, export and deletion', () => {
  const t = useTestApp({ clock: NOW });
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    callApi(t, method, url, token, payload);

  it('updates the profile, upper-cases the call sign and keeps e-mail immutable', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    const response = await call('PUT', '/api/auth/profile', token, {
      username: 'Ole_S',
      firstName: 'Ole',
      lastName: 'Sørensen',
      phone: '+45 11223344',
      vhfChannel: '16',
      callSign: 'oxab1',
      boatName: 'Havørnen',
      boatType: 'Kajak',
      email: 'ole@example.dk',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      username: 'Ole_S',
      call_sign: 'OXAB1',
      boat_type: 'Kajak',
      email: 'ole@example.dk',
    });
    expect(response.json().user.boatName).toBe('Havørnen');
    const reread = await call('GET', '/api/auth/profile', token);
    expect(reread.json().profile.last_name).toBe('Sørensen');

    const email = await call('PUT', '/api/auth/profile', token, { email: 'new@example.dk' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ error: 'Email kan ikke ændres', code: 'EMAIL_IMMUTABLE' });
    const vhf = await call('PUT', '/api/auth/profile', token, { vhfChannel: '12345678901' });
    expect(vhf.json().error).toBe('VHF kanal må højst være 10 tegn');
    const call51 = await call('PUT', '/api/auth/profile', token, { callSign: 'X'.repeat(51) });
    expect(call51.json().error).toBe('Kaldesignal må højst være 50 tegn');
  });

  it('refuses a taken username, test GPS from anyone but the admin, and anonymous calls', async () => {
    await t.start();
    const ole = await register(t, 'ole', 'ole@example.dk');
    const { token: admin } = await makeAdmin(t, await registerAccount(t, 'admin', 'a@example.dk'));
    const taken = await call('PUT', '/api/auth/profile', ole, { username: 'ADMIN' });
    expect(taken.statusCode).toBe(409);
    const gps = { testGpsEnabled: true, testGpsLatitude: 55.5, testGpsLongitude: 12.1 };
    const refused = await call('PUT', '/api/auth/profile', ole, gps);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Test-GPS er kun for administratoren');
    const allowed = await call('PUT', '/api/auth/profile', admin, gps);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user).toMatchObject({
      test_gps_enabled: true,
      test_gps_latitude: 55.5,
      test_gps_longitude: 12.1,
    });
    expect((await call('PUT', '/api/auth/profile', undefined, { firstName: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('exports the user’s own data as a timestamped download without secrets', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    await register(t, 'anden', 'anden@example.dk');
    const response = await call('GET', '/api/auth/export-data', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="havhjaelp-data-2026-11-21T12-00-00-000Z.json"',
    );
    const data = response.json();
    expect(data.profile).toMatchObject({
      username: 'ole',
      email: 'ole@example.dk',
      birth_date: '1985-06-01',
    });
    expect(data.boat).toMatchObject({ boat_name: 'Måge', boat_type: 'Jolle' });
    expect(data.security.sessions).toHaveLength(1);
    expect(response.body).not.toMatch(/argon2|token_hash|anden@example/);
    expect(response.body).not.toContain(token);
  });

  it('deletes the account only with the right password and ends its sessions', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    const wrong = await call('DELETE', '/api/auth/account', token, {
      confirmPassword: 'Forkert-1234!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Forkert password');
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);

    const ok = await call('DELETE', '/api/auth/account', token, { confirmPassword: password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Din konto er slettet');
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'ole', password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers a login racing the deletion of its account as for an unknown account, never a 500', async () => {
    await t.start();
    const answers: number[] = [];
    // Both requests hash the same password, so either may finish first; over several rounds the
    // login has found the account before the deletion and writes its rows after it.
    for (let round = 0; round < 8; round += 1) {
      const name = `racer${round}`;
      const token = await register(t, name, `${name}@example.dk`);
      const [login, deletion] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: name, password },
          remoteAddress: `10.8.0.${round + 1}`,
        }),
        call('DELETE', '/api/auth/account', token, { confirmPassword: password }),
      ]);
      expect(deletion.statusCode, deletion.body).toBe(200);
      answers.push(login.statusCode);
      if (login.statusCode === 401) expect(login.json().error).toBe(AUTH_MESSAGES.badLogin);
      // Whichever came first, nothing of the account is left to log in to.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: name, password },
        remoteAddress: `10.8.1.${round + 1}`,
      });
      expect(again.statusCode).toBe(401);
    }
    expect(
      answers.every((status) => status === 200 || status === 401),
      String(answers),
    ).toBe(true);
  });

  it('checks the password before the confirmations, without deleting anything', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    const check = (confirmPassword: string, as = token) =>
      call('POST', '/api/auth/account/check-password', as, { confirmPassword });

    const wrong = await check('Forkert-1234!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', error: 'Forkert password' });
    expect((await check('')).statusCode).toBe(400);
    expect((await check(password, 'not-a-token')).statusCode).toBe(401);

    const right = await check(password);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'Password bekræftet' });
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);
  });

  const inject = (method: Method, url: string, token: string, payload: object, ip: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });
  const checkFrom = (ip: string, token: string, confirmPassword: string) =>
    inject('POST', '/api/auth/account/check-password', token, { confirmPassword }, ip);

  it('counts a session’s wrong passwords in the login slowdown of its address', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    const thief = '10.5.0.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await checkFrom(thief, token, `Forkert-${i}`)).statusCode).toBe(400);
    }
    const change = (currentPassword: string) =>
      inject(
        'POST',
        '/api/auth/change-password',
        token,
        { currentPassword, newPassword: 'Helt-Ny-Kode-2027!' },
        thief,
      );
    expect((await change('Forkert-3')).statusCode).toBe(400);
    const deletion = (confirmPassword: string) =>
      inject('DELETE', '/api/auth/account', token, { confirmPassword }, thief);
    expect((await deletion('Forkert-4')).statusCode).toBe(400);
    // Five failures: every check from this address waits now, the right password too.
    for (const refused of [
      await checkFrom(thief, token, password),
      await change(password),
      await deletion(password),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'ole', password },
        remoteAddress: thief,
      }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
    // The owner elsewhere is not affected.
    expect((await checkFrom('10.5.0.2', token, password)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);
  });

  it('limits a session’s password checks to 10 a minute per address and 20 an hour per account', async () => {
    await t.start();
    const token = await register(t, 'ole', 'ole@example.dk');
    const change = (ip: string) =>
      inject(
        'POST',
        '/api/auth/change-password',
        token,
        { currentPassword: password, newPassword: password },
        ip,
      );
    for (let i = 0; i < 10; i += 1) expect((await change('10.6.0.1')).statusCode).toBe(400);
    const perAddress = await change('10.6.0.1');
    expect([perAddress.statusCode, perAddress.json().code]).toEqual([429, 'RATE_LIMITED']);

    // Ten more from other addresses make twenty for the account; the next is refused anywhere.
    for (let i = 0; i < 10; i += 1) {
      expect((await checkFrom(`10.6.1.${i}`, token, password)).statusCode).toBe(200);
    }
    const perAccount = await checkFrom('10.6.2.1', token, password);
    expect([perAccount.statusCode, perAccount.json().code]).toEqual([429, 'RATE_LIMITED']);
    const deletion = await inject(
      'DELETE',
      '/api/auth/account',
      token,
      { confirmPassword: password },
      '10.6.2.2',
    );
    expect(deletion.statusCode).toBe(429);
    // Another account is not affected.
    const other = await register(t, 'anden', 'anden@example.dk');
    expect((await checkFrom('10.6.2.1', other, password)).statusCode).toBe(200);
  });
});
