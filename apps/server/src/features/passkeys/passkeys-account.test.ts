import { PASSKEY_LIMITS } from '@havhjaelp/common/passkeys-errors';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { jobsOnDemand } from '../../test/jobs';
import { addPasskey, authenticatorFor, loginOptionsFor, passkeyLogin } from '../../test/passkeys';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';
import { passkeysPlug } from './index';

const NOW = new Date('2026-09-01T08:00:00.000Z');

describe('passkeys in the data export and at account deletion', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  it('exports what each passkey is and when it was used, never its key', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const phone = authenticatorFor(t);
    await addPasskey(t, ane, phone, 'Mobil Enhed');
    t.clock.advance(60_000);
    await addPasskey(t, ane, authenticatorFor(t, 'cross-platform'), 'Nøgle');
    t.clock.advance(60_000);
    expect((await passkeyLogin(t, phone, { email: ane.email })).statusCode).toBe(200);

    const response = await call('GET', '/api/auth/export-data', ane);
    expect(response.json().passkeys).toEqual([
      {
        device_name: 'Mobil Enhed',
        device_type: 'platform',
        created_at: NOW.toISOString(),
        last_used_at: new Date(NOW.getTime() + 120_000).toISOString(),
      },
      {
        device_name: 'Nøgle',
        device_type: 'cross-platform',
        created_at: new Date(NOW.getTime() + 60_000).toISOString(),
        last_used_at: null,
      },
    ]);
    const stored = await t.db.selectFrom('passkeys').selectAll().execute();
    for (const row of stored) {
      expect(response.body).not.toContain(row.credential_id);
      expect(response.body).not.toContain(row.public_key);
    }
    // Another account's export has none of them.
    const bo = await registerUser(t, 'bodil');
    expect((await call('GET', '/api/auth/export-data', bo)).json().passkeys).toEqual([]);
  });

  it('deletes the passkeys and open challenges with the account, and nobody else’s', async () => {
    await t.start();
    const [ane, bo] = [await registerUser(t, 'ane'), await registerUser(t, 'bodil')];
    const phone = authenticatorFor(t);
    await addPasskey(t, ane, phone);
    await addPasskey(t, bo, authenticatorFor(t));
    // Open challenges of Ane's: a registration, and a login by her e-mail.
    await call('POST', '/api/passkey/register/options', ane);
    await loginOptionsFor(t, { email: ane.email });

    const deleted = await call('DELETE', '/api/auth/account', ane, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const owners = async (table: 'passkeys' | 'passkey_challenges') =>
      (await t.db.selectFrom(table).select('user_id').execute()).map((row) => row.user_id);
    expect(await owners('passkeys')).toEqual([bo.id]);
    expect(await owners('passkey_challenges')).not.toContain(ane.id);
    // Her authenticator still holds the passkey; the server knows it no more.
    expect((await passkeyLogin(t, phone)).json().code).toBe('PASSKEY_UNKNOWN_CREDENTIAL');
    const listed = await call('POST', '/api/passkey/list-by-email', undefined, {
      email: ane.email,
    });
    expect(listed.json()).toEqual({ count: 0, passkeys: [] });
  });
});

describe('challenges nobody answered', () => {
  const t = useTestApp({ clock: NOW });

  it('are forgotten by the feature’s job once their five minutes are over', async () => {
    const jobs = jobsOnDemand(passkeysPlug);
    await t.start({}, { features: jobs.features });
    const ane = await registerUser(t, 'ane');
    await t.call('POST', '/api/passkey/register/options', ane);
    await loginOptionsFor(t, {});
    t.clock.advance(PASSKEY_LIMITS.challengeTtlMs - 1);
    await loginOptionsFor(t, {});
    const open = async () =>
      (await t.db.selectFrom('passkey_challenges').selectAll().execute()).length;
    expect(await open()).toBe(3);
    await jobs.run('passkey-challenges');
    expect(await open()).toBe(3);
    t.clock.advance(1);
    await jobs.run('passkey-challenges');
    expect(await open()).toBe(1);
  });
});
