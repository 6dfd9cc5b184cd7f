import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../../db/database';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { hashPassword } from './passwords';
import { pruneExpiredAuthData } from './retention';

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
    // A new name each time, so the per-name slowdown does not answer first.
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: `x${i}`, password: 'y' },
        remoteAddress: '10.1.1.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  const loginFrom = (ip: string, login: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login, password },
      remoteAddress: ip,
    });
  const slowedDown = (wait: string) => ({
    error: `For mange mislykkede loginforsøg. Prøv igen om ${wait}, eller nulstil din adgangskode.`,
    code: 'TOO_MANY_ATTEMPTS',
  });

  it('slows guessing down per account and address with a growing wait; other addresses still log in', async () => {
    await start();
    const { user } = (await post('/api/auth/register', valid)).json();
    const guesser = '10.0.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(guesser, 'skipper_ole', `Forkert-kode-${i}!`)).statusCode).toBe(401);
    }
    // Even the right password waits: the check is not made while the address must wait.
    const waiting = await loginFrom(guesser, 'skipper_ole', valid.password);
    expect([waiting.statusCode, waiting.json()]).toEqual([429, slowedDown('1 sekund')]);
    // The owner, elsewhere, is not locked out.
    expect((await loginFrom('10.0.0.2', 'OLE@example.dk', valid.password)).statusCode).toBe(200);

    t.clock.advance(1_000);
    expect((await loginFrom(guesser, 'skipper_ole', 'Forkert-kode-6!')).statusCode).toBe(401);
    expect((await loginFrom(guesser, 'skipper_ole', valid.password)).json()).toEqual(
      slowedDown('2 sekunder'),
    );
    t.clock.advance(2_000);
    expect((await loginFrom(guesser, 'skipper_ole', valid.password)).statusCode).toBe(200);
    // A success ends the series at that address.
    const failures = t.db.selectFrom('password_failures').selectAll();
    expect(await failures.where('subject', '=', user.id).execute()).toEqual([]);

    const logged = await t.db
      .selectFrom('login_history')
      .select(['ip', 'success'])
      .where('user_id', '=', user.id)
      .execute();
    expect(logged.filter((row) => row.ip === guesser).map((row) => row.success)).toEqual([
      0, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it('answers an unknown name exactly as a known account: 401 five times, then the same 429', async () => {
    await start();
    await post('/api/auth/register', valid);
    const answers = async (login: string, ip: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const response = await loginFrom(ip, login, `Forkert-kode-${i}!`);
        seen.push([response.statusCode, response.json()]);
      }
      return seen;
    };
    const known = await answers('skipper_ole', '10.0.1.1');
    const unknown = await answers('ingen_sejler', '10.0.1.2');
    expect(unknown).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('keeps only a hash of an unknown name, and forgets failures an hour old', async () => {
    await start();
    await loginFrom('10.0.2.1', 'Someone@Example.dk', 'Forkert-kode-1!');
    const rows = await t.db.selectFrom('password_failures').selectAll().execute();
    expect(rows).toEqual([
      {
        subject: expect.stringMatching(/^login:[0-9a-f]{64}$/),
        address: '10.0.2.1',
        failures: 1,
        last_failed_at: NOW.toISOString(),
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/someone/i);
    t.clock.advance(60 * 60 * 1000 + 1);
    await pruneExpiredAuthData({ db: t.db, now: t.clock.now });
    expect(await t.db.selectFrom('password_failures').selectAll().execute()).toEqual([]);
  });

  it('answers 409, never 500, to simultaneous registrations of one username or one e-mail', async () => {
    await start();
    const registerFrom = (i: number, overrides: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...valid, ...overrides },
        remoteAddress: `10.3.0.${i}`,
      });
    const sameName = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        registerFrom(i, { username: 'Kaptajn', email: `k${i}@example.dk` }),
      ),
    );
    expect(sameName.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of sameName.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: 'Brugernavnet er allerede i brug',
        code: 'USERNAME_TAKEN',
      });
    }
    const sameEmail = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        registerFrom(10 + i, { username: `matros_${i}`, email: 'faelles@example.dk' }),
      ),
    );
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of sameEmail.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('EMAIL_TAKEN');
    }
    expect(await t.db.selectFrom('users').select('username').execute()).toHaveLength(2);
  });

  it('stores usernames NFKC-normalised and refuses look-alike letters from another alphabet', async () => {
    await start();
    const mixed = await post('/api/auth/register', {
      ...valid,
      username: 'Skipper_Оle', // Cyrillic О
      email: 'x@example.dk',
    });
    expect([mixed.statusCode, mixed.json()]).toEqual([
      400,
      {
        error:
          'Brugernavn må ikke blande bogstaver fra forskellige alfabeter (fx latinske og kyrilliske)',
        code: 'VALIDATION',
      },
    ]);
    const ligature = await post('/api/auth/register', { ...valid, username: 'ﬁskeren' });
    expect(ligature.json().user.username).toBe('fiskeren');
    expect(
      (await post('/api/auth/login', { login: 'ﬁskeren', password: valid.password })).statusCode,
    ).toBe(200);
    const twin = await post('/api/auth/register', {
      ...valid,
      username: 'FISKEREN',
      email: 'y@example.dk',
    });
    expect(twin.json().code).toBe('USERNAME_TAKEN');
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
