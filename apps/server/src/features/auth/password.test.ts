import { describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../mail/mailer';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00Z');
const account = { username: 'mette', password: 'Gammel-Kode-2026!' };
const NEW_PASSWORD = 'Ny-Sikker-Kode-27!';

describe('password reset and change', () => {
  const t = useTestApp({ smtp: true, clock: NOW, env: { PUBLIC_URL: 'https://havhjaelp.test' } });

  async function start() {
    await t.start();
    return (await registerUser(t, account.username, { ...account, birthDate: '1990-02-03' })).token;
  }
  const post = (url: string, payload: object, token?: string) =>
    callApi(t, 'POST', url, token, payload);
  const login = (password: string) => post('/api/auth/login', { login: 'mette', password });

  async function resetToken(): Promise<string> {
    t.smtp.mails.length = 0;
    await post('/api/auth/forgot-password', { email: 'METTE@example.dk' });
    const mail = await t.smtp.waitForMail((m) => m.to.includes('mette@example.dk'));
    t.smtp.mails.length = 0;
    expect(mail.subject).toBe('Nulstil din adgangskode til Havhjælp');
    const match = /https:\/\/havhjaelp\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    );
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    await start();
    t.smtp.mails.length = 0;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.dk' });
    const known = await post('/api/auth/forgot-password', { email: 'mette@example.dk' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.smtp.waitForMail((m) => m.to.includes('mette@example.dk'));
    expect(t.smtp.mails.filter((m) => m.to.includes('nobody@example.dk'))).toHaveLength(0);
  });

  it('answers before it looks the address up or mails, so the answer takes as long either way', async () => {
    // A mail server that takes until the test lets it: the answer must not wait for it.
    const sent: Mail[] = [];
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    const slowMailer: Mailer = {
      send: async (mail) => {
        sent.push(mail);
        await delivered;
      },
      close: () => {},
    };
    await t.start({}, { mailer: slowMailer });
    await registerUser(t, account.username, account);
    try {
      const known = await post('/api/auth/forgot-password', { email: 'mette@example.dk' });
      expect(known.statusCode).toBe(200);
      await expect.poll(() => sent.map((mail) => mail.to)).toEqual(['mette@example.dk']);
    } finally {
      deliver(); // else closing the app waits for the mail
    }
  });

  it('a reset or a new password ends every reset link still out', async () => {
    await start();
    const first = await resetToken();
    const second = await resetToken();
    const third = await resetToken();
    expect(
      (await post('/api/auth/reset-password', { token: second, newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    for (const older of [first, third]) {
      const refused = await post('/api/auth/reset-password', {
        token: older,
        newPassword: 'Tredje-Kode-2028!',
      });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'INVALID_RESET_TOKEN']);
    }
    const fresh = (await login(NEW_PASSWORD)).json().token as string;
    const outstanding = await resetToken();
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: NEW_PASSWORD, newPassword: 'Fjerde-Kode-2029!' },
      fresh,
    );
    expect(changed.statusCode).toBe(200);
    const afterChange = await post('/api/auth/reset-password', {
      token: outstanding,
      newPassword: 'Femte-Kode-2030!',
    });
    expect(afterChange.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('resets once with the mailed token, ends every session, and the new password works', async () => {
    const session = await start();
    const token = await resetToken();
    const reset = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Din adgangskode er nulstillet. Du kan nu logge ind.');
    const me = await callApi(t, 'GET', '/api/auth/me', session);
    expect(me.statusCode).toBe(401);
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Tredje-Kode-2028!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Linket er ugyldigt eller udløbet. Bed om et nyt link.',
      code: 'INVALID_RESET_TOKEN',
    });
  });

  it('refuses an expired token, a weak password and a missing token', async () => {
    await start();
    const token = await resetToken();
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'svag' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('Password skal være mindst 12 tegn');
    t.clock.set(new Date(NOW.getTime() + 60 * 60 * 1000 + 1));
    const expired = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_RESET_TOKEN');
    const missing = await post('/api/auth/reset-password', { newPassword: NEW_PASSWORD });
    expect(missing.json().error).toBe('Ugyldigt nulstillings-link. Token mangler.');
  });

  it('changes the password with the current one and clears the forced-change flag', async () => {
    const session = await start();
    t.clock.set(new Date('2027-01-01T00:00:00Z'));
    expect((await login(account.password)).json().forcePasswordChange).toBe(true);
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Forkert-Kode-99!', newPassword: NEW_PASSWORD },
      session,
    );
    expect(wrong.statusCode).toBe(401); // the 24-hour session from November has expired
    const fresh = (await login(account.password)).json().token as string;
    const other = (await login(account.password)).json().token as string;
    const wrongCurrent = await post(
      '/api/auth/change-password',
      { currentPassword: 'Forkert-Kode-99!', newPassword: NEW_PASSWORD },
      fresh,
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error).toBe('Nuværende password er forkert');
    const same = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: account.password },
      fresh,
    );
    expect(same.json().error).toBe('Nyt password skal være anderledes end det nuværende');
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
      fresh,
    );
    expect(ok.statusCode).toBe(200);
    expect((await callApi(t, 'GET', '/api/auth/me', fresh)).statusCode).toBe(200);
    expect((await callApi(t, 'GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).json().forcePasswordChange).toBe(false);
    const anonymous = await post('/api/auth/change-password', {
      currentPassword: NEW_PASSWORD,
      newPassword: 'Endnu-En-Kode-1!',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
