import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../../db/database';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { hashPassword } from './passwords';

const NOW = new Date('2026-11-21T12:00:00Z');
const valid = {
  username: 'Skipper_Ole',
  email: 'Ole@Example.dk',
  password: 'Sejlbåd-2026!x',
  firstName: 'Ole',
  lastName: 'Hansen',
  phone: '+45 12345678',
  boatName: 'Havørnen',
  boatType: 'Sejlbåd',
  birthDate: '1980-05-17',
};

describe('accounts and sessions', () => {
  const t = useTestApp({ clock: NOW });
  const { start } = t;
  const post = (url: string, payload: object, token?: string) =>
    callApi(t, 'POST', url, token, payload);
  const me = (token?: string) => callApi(t, 'GET', '/api/auth/me?_t=1', token);

  it('registers, answers a token and the session user, and stores no secret in the clear', async () => {
    await start();
    const response = await post('/api/auth/register', valid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username: 'Skipper_Ole',
      email: 'ole@example.dk',
      firstName: 'Ole',
      boatName: 'Havørnen',
      test_gps_enabled: false,
    });
    expect(body.user.id).toBe(body.user.userId);
    expect(response.body).not.toMatch(/argon2|password/i);
    const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await t.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toBe(body.token);
    expect(session.expires_at).toBe('2026-11-22T12:00:00.000Z');
  });

  it('refuses a taken username (any case) and a taken e-mail (any case)', async () => {
    await start();
    expect((await post('/api/auth/register', valid)).statusCode).toBe(200);
    const sameName = await post('/api/auth/register', {
      ...valid,
      username: 'skipper_ole',
      email: 'x@example.dk',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      error: 'Brugernavnet er allerede i brug',
      code: 'USERNAME_TAKEN',
    });
    const sameEmail = await post('/api/auth/register', {
      ...valid,
      username: 'andet',
      email: 'OLE@example.DK',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['Kort1!', 'Password skal være mindst 12 tegn'],
    ['langtmensvagt', 'Password skal indeholde: stort bogstav, lille bogstav, tal og specialtegn'],
  ])('refuses the weak password %s with the client’s message', async (password, message) => {
    await start();
    const response = await post('/api/auth/register', { ...valid, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses users under 16 and bad input', async () => {
    await start();
    const young = await post('/api/auth/register', { ...valid, birthDate: '2010-11-22' });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      error: 'Du skal være over 16 år for at bruge Havhjælp',
      code: 'TOO_YOUNG',
    });
    expect(
      (await post('/api/auth/register', { ...valid, birthDate: '2010-11-21' })).statusCode,
    ).toBe(200);
    const bad = await post('/api/auth/register', {
      ...valid,
      username: 'a b',
      email: 'nope',
      boatType: 'Ubåd',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Indtast en gyldig email');
  });

  it('logs in by username or e-mail; unknown user and wrong password get the same answer', async () => {
    await start();
    await post('/api/auth/register', valid);
    for (const login of ['skipper_ole', 'OLE@EXAMPLE.DK']) {
      const response = await post('/api/auth/login', { login, password: valid.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { username: 'Skipper_Ole' },
        forcePasswordChange: false,
        passwordWarning: false,
      });
    }
    const wrong = await post('/api/auth/login', {
      login: 'skipper_ole',
      password: 'Forkert-kode-1!',
    });
    const unknown = await post('/api/auth/login', { login: 'nobody', password: valid.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('Forkert brugernavn, email eller password');
  });

  it('flags a password older than 30 days and a stored password below today’s rule', async () => {
    await start();
    await post('/api/auth/register', valid);
    t.clock.set(new Date('2026-12-22T12:00:01Z'));
    const old = await post('/api/auth/login', { login: 'skipper_ole', password: valid.password });
    expect(old.json()).toMatchObject({ forcePasswordChange: true, passwordWarning: false });

    await t.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword('kort'),
        password_changed_at: t.clock.now().toISOString(),
      })
      .execute();
    const weak = await post('/api/auth/login', { login: 'skipper_ole', password: 'kort' });
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toMatchObject({ forcePasswordChange: false, passwordWarning: true });
  });

  it('answers /me for a live session and 401 without, with a bad, an expired or a revoked token', async () => {
    await start();
    const { token } = (await post('/api/auth/register', valid)).json();
    const ok = await me(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().username).toBe('Skipper_Ole');

    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Du skal være logget ind', code: 'UNAUTHORIZED' });
    const forged = await me('A'.repeat(43));
    expect(forged.json().error).toBe('Din session er udløbet. Log venligst ind igen.');

    t.clock.set(new Date('2026-11-22T12:00:00Z'));
    expect((await me(token)).statusCode).toBe(401);
    t.clock.set(NOW);
    expect((await post('/api/auth/logout', {}, token)).json()).toEqual({ success: true });
    expect((await me(token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {}, token)).statusCode).toBe(401);
  });

  it('limits login attempts to 10 per minute per IP', async () => {
    await start();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'x', password: 'y' },
        remoteAddress: '10.1.1.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('logs every attempt on a real account and locks it after 100 failures within an hour', async () => {
    await start();
    const { user } = (await post('/api/auth/register', valid)).json();
    const attempt = (password: string, ip: string, login = 'skipper_ole') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, password },
        remoteAddress: ip,
      });
    expect((await attempt('Forkert-kode-1!', '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt(valid.password, '10.0.0.2')).statusCode).toBe(200);
    const logged = await t.db
      .selectFrom('login_history')
      .select(['ip', 'success', 'user_id'])
      .orderBy('created_at')
      .execute();
    expect(logged).toEqual([
      { ip: '10.0.0.1', success: 0, user_id: user.id },
      { ip: '10.0.0.2', success: 1, user_id: user.id },
    ]);

    // 99 more failures spread over other IPs (each IP is also limited to 10 a minute).
    const failures = Array.from({ length: 99 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      user_id: user.id,
      created_at: new Date(NOW.getTime() - 30 * 60_000).toISOString(),
      ip: `10.9.0.${i}`,
      success: 0,
    }));
    await t.db.insertInto('login_history').values(failures).execute();
    const locked = await attempt(valid.password, '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error:
        'For mange mislykkede loginforsøg på denne konto. Vent en time, eller nulstil din adgangskode.',
      code: 'ACCOUNT_LOCKED',
    });
    // Other accounts are not affected, and the lock lifts when the failures are an hour old.
    await post('/api/auth/register', { ...valid, username: 'Anden', email: 'anden@example.dk' });
    expect((await attempt(valid.password, '10.0.0.4', 'anden')).statusCode).toBe(200);
    t.clock.set(new Date(NOW.getTime() + 31 * 60_000));
    expect((await attempt(valid.password, '10.0.0.5')).statusCode).toBe(200);
  });

  it('puts the login history in the export, and the retention job removes it after 180 days', async () => {
    const folder = await makeTempDir('retention');
    onTestFinished(() => folder.remove()); // runs after afterEach has closed the app
    const file = path.join(folder.dir, 'app.db');
    await t.start({}, { db: createDatabase({ sqliteFile: file }) });
    const { token, user } = (await post('/api/auth/register', valid)).json();
    await post('/api/auth/login', { login: 'skipper_ole', password: valid.password });
    const exported = (await callApi(t, 'GET', '/api/auth/export-data', token)).json();
    expect(exported.security.login_history).toEqual([
      { created_at: NOW.toISOString(), ip: '127.0.0.1', success: true },
    ]);
    await t.close();

    // A restart 181 days later runs the retention job at start.
    t.clock.set(new Date(NOW.getTime() + 181 * 24 * 60 * 60 * 1000));
    await t.start({}, { db: createDatabase({ sqliteFile: file }) });
    await t.app.ready();
    await expect.poll(() => t.db.selectFrom('login_history').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([{ id: user.id }]);
  });
});
