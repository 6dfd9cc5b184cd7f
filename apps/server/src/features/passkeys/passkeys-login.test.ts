import { liveTopics } from '@havhjaelp/common/live';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@havhjaelp/common/passkeys-errors';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPasskey,
  authenticatorFor,
  loginOptionsFor,
  newAddress,
  passkeyLogin,
  postFrom,
  PASSKEY_REFUSALS,
} from '../../test/passkeys';
import type { SoftAuthenticator } from '../../test/soft-authenticator';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-07-01T10:00:00.000Z');
const refusal = (code: string, error: string) => ({ code, error });
const {
  challengeGone: CHALLENGE_GONE,
  verificationFailed: VERIFICATION_FAILED,
  noneForEmail: NONE_FOR_EMAIL,
} = PASSKEY_REFUSALS;

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const answer = (response: LightMyRequestResponse) => [response.statusCode, response.json()];

describe('logging in with a passkey', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  const lines: LogLine[] = [];
  let count = 0;

  beforeAll(async () => {
    await t.start(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    );
  });

  /** A new account with passkeys on `devices` new authenticators, made a second apart. */
  async function boater(devices = 1) {
    const user = await registerUser(t, `skipper${(count += 1)}`);
    const authenticators: SoftAuthenticator[] = [];
    for (let i = 0; i < devices; i++) {
      const authenticator = authenticatorFor(t, i === 0 ? 'platform' : 'cross-platform');
      await addPasskey(t, user, authenticator, i === 0 ? 'Mobil Enhed' : 'Nøgle');
      authenticators.push(authenticator);
      t.clock.advance(1000);
    }
    const passkeys = (await call('GET', '/api/passkey/list', user)).json().passkeys as {
      id: string;
    }[];
    return { user, authenticators, passkeyIds: passkeys.map((p) => p.id) };
  }
  const listByEmail = (email: string, address = newAddress()) =>
    postFrom(t, address, '/api/passkey/list-by-email', { email });
  const loginHistory = (user: TestUser) =>
    t.db
      .selectFrom('login_history')
      .select(['ip', 'success'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();

  it('lists an account’s passkeys by e-mail for the selection list', async () => {
    const { user, passkeyIds } = await boater(2);
    expect(answer(await listByEmail(` ${user.email.toUpperCase()} `))).toEqual([
      200,
      {
        count: 2,
        passkeys: [
          {
            id: passkeyIds[0],
            deviceName: 'Mobil Enhed',
            deviceType: 'platform',
            lastUsedAt: null,
          },
          {
            id: passkeyIds[1],
            deviceName: 'Nøgle',
            deviceType: 'cross-platform',
            lastUsedAt: null,
          },
        ],
      },
    ]);
    expect(answer(await listByEmail(''))).toEqual([
      400,
      { code: 'VALIDATION', error: PASSKEY_MESSAGES.emailRequired },
    ]);
  });

  it('answers an unknown address exactly as an account without passkeys', async () => {
    const passkeyless = await registerUser(t, `landkrabbe${(count += 1)}`);
    const unknown = `ingen${count}@example.dk`;
    const [known, nobody] = [await listByEmail(passkeyless.email), await listByEmail(unknown)];
    expect(answer(known)).toEqual([200, { count: 0, passkeys: [] }]);
    expect([nobody.statusCode, nobody.body]).toEqual([known.statusCode, known.body]);
    const headersOf = (r: LightMyRequestResponse) => {
      const { date: _date, ...rest } = r.headers;
      return rest;
    };
    expect(headersOf(nobody)).toEqual(headersOf(known));
    // Login options too: the same refusal for both.
    for (const email of [passkeyless.email, unknown]) {
      const options = await postFrom(t, newAddress(), '/api/passkey/login/options', { email });
      expect(answer(options)).toEqual([404, NONE_FOR_EMAIL]);
    }
    // The same work, so the same time within noise: medians of calls taken in turns.
    const timeOf = async (email: string) => {
      const start = process.hrtime.bigint();
      await listByEmail(email);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 40; i++) {
      times.known.push(await timeOf(passkeyless.email));
      times.unknown.push(await timeOf(unknown));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const [a, b] = [median(times.known), median(times.unknown)];
    expect(Math.abs(a - b), `medians ${a} ms and ${b} ms`).toBeLessThan(Math.max(a, b) * 0.5 + 2);
  });

  it('limits the listing per client address, as the password login', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await listByEmail('x@example.dk', address)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await listByEmail('x@example.dk')).statusCode).toBe(200);
  });

  it('logs in by e-mail with the chosen passkey, as a password login does', async () => {
    const { user, authenticators, passkeyIds } = await boater(2);
    const address = newAddress();
    const options = await loginOptionsFor(
      t,
      { email: user.email, passkeyId: passkeyIds[1] },
      address,
    );
    expect(options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rpId: 'localhost',
      timeout: PASSKEY_LIMITS.challengeTtlMs,
      userVerification: 'required',
      allowCredentials: [
        {
          id: authenticators[1]!.credentials[0]!.id.toString('base64url'),
          type: 'public-key',
          transports: ['usb'],
        },
      ],
    });
    t.clock.advance(60_000);
    const used = t.clock.now().toISOString();
    const credential = authenticators[1]!.login(options);
    const login = await postFrom(t, address, '/api/passkey/login/verify', { credential });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user: sessionUser } = login.json();
    expect(login.json()).toEqual({ token, user: sessionUser });
    expect(sessionUser).toMatchObject({ id: user.id, username: user.username, email: user.email });
    // The same session as a password login's: the API and the live channel know it.
    expect((await call('GET', '/api/auth/me', { token })).json()).toEqual(sessionUser);
    const topics = liveTopics(t.config.mqttTopicRoot);
    const live = await t.live({ token });
    expect((await live.client.subscribeAsync(topics.userMessages(user.id)))[0]!.qos).toBe(0);
    expect(await loginHistory(user)).toEqual([{ ip: address, success: 1 }]);
    const listed = (await listByEmail(user.email)).json().passkeys;
    expect(listed.map((p: { lastUsedAt: string | null }) => p.lastUsedAt)).toEqual([null, used]);
  });

  it('logs in by e-mail with any of the account’s passkeys when none was chosen', async () => {
    const { user, authenticators } = await boater(2);
    const options = await loginOptionsFor(t, { email: user.email });
    expect(options.allowCredentials).toHaveLength(2);
    const response = await passkeyLogin(t, authenticators[0]!, { email: user.email });
    expect(response.json().user.id).toBe(user.id);
  });

  it('logs in without an e-mail with the passkey the browser offers (autofill)', async () => {
    const { user, authenticators } = await boater();
    const options = await loginOptionsFor(t, {});
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const response = await passkeyLogin(t, authenticators[0]!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    // A discoverable answer must say whose passkey it is.
    expect(answer(await passkeyLogin(t, authenticators[0]!, {}, { userHandle: null }))).toEqual([
      400,
      VERIFICATION_FAILED,
    ]);
  });

  it('refuses options for a passkey not of the e-mail’s account', async () => {
    const [alice, bob] = [await boater(), await boater()];
    const options = await postFrom(t, newAddress(), '/api/passkey/login/options', {
      email: alice.user.email,
      passkeyId: bob.passkeyIds[0],
    });
    expect(answer(options)).toEqual([404, NONE_FOR_EMAIL]);
    const withoutEmail = await postFrom(t, newAddress(), '/api/passkey/login/options', {
      passkeyId: bob.passkeyIds[0],
    });
    expect(answer(withoutEmail)).toEqual([
      400,
      { code: 'VALIDATION', error: PASSKEY_MESSAGES.passkeyIdNeedsEmail },
    ]);
  });

  it('spends a challenge once: a replayed answer is refused', async () => {
    const { user, authenticators } = await boater();
    const address = newAddress();
    const options = await loginOptionsFor(t, { email: user.email }, address);
    const credential = authenticators[0]!.login(options);
    const verify = () => postFrom(t, address, '/api/passkey/login/verify', { credential });
    expect((await verify()).statusCode).toBe(200);
    expect(answer(await verify())).toEqual([400, CHALLENGE_GONE]);
    // A fresh signature over the spent challenge is no better.
    const resigned = authenticators[0]!.login(await loginOptionsFor(t, {}), {
      challenge: options.challenge,
    });
    const again = await postFrom(t, address, '/api/passkey/login/verify', { credential: resigned });
    expect(answer(again)).toEqual([400, CHALLENGE_GONE]);
  });

  it('lets a challenge expire after five minutes', async () => {
    const { user, authenticators } = await boater();
    const options = await loginOptionsFor(t, { email: user.email });
    t.clock.advance(PASSKEY_LIMITS.challengeTtlMs);
    const credential = authenticators[0]!.login(options);
    const late = await postFrom(t, newAddress(), '/api/passkey/login/verify', { credential });
    expect(answer(late)).toEqual([400, CHALLENGE_GONE]);
    expect(await loginHistory(user)).toEqual([]);
  });

  it.each([
    ['another site’s origin', { origin: 'https://havhjaelp.example' }],
    ['no user verification', { userVerified: false }],
  ])('refuses an answer with %s, and logs the failed attempt', async (_what, twists) => {
    const { user, authenticators } = await boater();
    const address = newAddress();
    const response = await passkeyLogin(
      t,
      authenticators[0]!,
      { email: user.email },
      twists,
      address,
    );
    expect(answer(response)).toEqual([400, VERIFICATION_FAILED]);
    expect(await loginHistory(user)).toEqual([{ ip: address, success: 0 }]);
  });

  it('refuses a signature counter that went backwards, and logs it', async () => {
    const { user, authenticators, passkeyIds } = await boater();
    const phone = authenticators[0]!;
    expect((await passkeyLogin(t, phone, { email: user.email }, { counter: 7 })).statusCode).toBe(
      200,
    );
    lines.length = 0;
    // A copy of the key that signed with an older counter: a cloned authenticator.
    const clone = await passkeyLogin(t, phone, { email: user.email }, { counter: 5 });
    expect(answer(clone)).toEqual([400, VERIFICATION_FAILED]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'passkey login refused',
        passkeyId: passkeyIds[0],
        userId: user.id,
        reason: expect.stringMatching(/counter value 5 was lower than expected 7/),
      }),
    ]);
    const stored = await t.db
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', passkeyIds[0]!)
      .executeTakeFirstOrThrow();
    expect(stored.counter).toBe(7);
    expect((await passkeyLogin(t, phone, { email: user.email }, { counter: 8 })).statusCode).toBe(
      200,
    );
  });

  it('never lets one user’s passkey log in as another, nor a forged key as its owner', async () => {
    const [alice, bob] = [await boater(), await boater()];
    const bobsKey = bob.authenticators[0]!.credentials[0]!;
    // Options for Alice's passkey, answered with Bob's.
    const forAlice = await passkeyLogin(
      t,
      alice.authenticators[0]!,
      { email: alice.user.email, passkeyId: alice.passkeyIds[0] },
      { credential: bobsKey },
    );
    expect(answer(forAlice)).toEqual([400, VERIFICATION_FAILED]);
    // Bob's passkey claiming Alice's account in a discoverable login.
    const claimed = await passkeyLogin(
      t,
      bob.authenticators[0]!,
      {},
      {
        userHandle: Buffer.from(alice.user.id).toString('base64url'),
      },
    );
    expect(answer(claimed)).toEqual([400, VERIFICATION_FAILED]);
    // Alice's credential id with a key of someone else's: the signature does not hold.
    const forger = authenticatorFor(t);
    const forged = {
      ...forger.newCredential('localhost', Buffer.from(alice.user.id).toString('base64url')),
      id: alice.authenticators[0]!.credentials[0]!.id,
    };
    const address = newAddress();
    const attempt = await passkeyLogin(
      t,
      forger,
      { email: alice.user.email },
      { credential: forged },
      address,
    );
    expect(answer(attempt)).toEqual([400, VERIFICATION_FAILED]);
    expect(await loginHistory(alice.user)).toEqual([{ ip: address, success: 0 }]);
    expect(await loginHistory(bob.user)).toEqual([]);
  });

  it('answers a malformed login credential with a Danish 400, never a 500', async () => {
    const { user, authenticators } = await boater();
    const junk = 'AAAA';
    const sign = async () =>
      authenticators[0]!.login(await loginOptionsFor(t, { email: user.email }));
    const spoil = async (response: Record<string, string>) => {
      const good = await sign();
      return { ...good, response: { ...good.response, ...response } };
    };
    const cases: [object, string][] = [
      [{}, 'VALIDATION'],
      [{ ...(await sign()), rawId: 'ikke base64!' }, 'VALIDATION'],
      [{ ...(await sign()), response: { clientDataJSON: junk } }, 'VALIDATION'],
      [await spoil({ clientDataJSON: junk }), 'PASSKEY_VERIFICATION_FAILED'],
      // The right challenge, the rest broken: refused after the challenge is spent.
      [await spoil({ authenticatorData: junk }), 'PASSKEY_VERIFICATION_FAILED'],
      [await spoil({ signature: junk }), 'PASSKEY_VERIFICATION_FAILED'],
      [await spoil({ userHandle: junk }), 'PASSKEY_VERIFICATION_FAILED'],
      [
        { ...(await sign()), id: Buffer.from('ukendt').toString('base64url') },
        'PASSKEY_UNKNOWN_CREDENTIAL',
      ],
    ];
    for (const [credential, code] of cases) {
      const response = await postFrom(t, newAddress(), '/api/passkey/login/verify', { credential });
      expect([response.statusCode, response.json().code], JSON.stringify(credential)).toEqual([
        400,
        code,
      ]);
    }
  });

  it('refuses a passkey the server no longer knows with its own message', async () => {
    const { user, authenticators, passkeyIds } = await boater();
    await call('DELETE', `/api/passkey/${passkeyIds[0]}`, user);
    const response = await passkeyLogin(t, authenticators[0]!);
    expect(answer(response)).toEqual([
      400,
      refusal(
        'PASSKEY_UNKNOWN_CREDENTIAL',
        'Passkeyen er ikke registreret hos Havhjælp. Log ind med dit password, og tilføj den igen under Indstillinger.',
      ),
    ]);
  });

  it('counts failed passkey logins in the account’s slowdown, shared with the password', async () => {
    const { user, authenticators } = await boater();
    const address = newAddress();
    const foreign = { origin: 'https://havhjaelp.example' };
    for (let i = 0; i < 5; i++) {
      const failed = await passkeyLogin(
        t,
        authenticators[0]!,
        { email: user.email },
        foreign,
        address,
      );
      expect(failed.statusCode).toBe(400);
    }
    const slowed = await passkeyLogin(t, authenticators[0]!, { email: user.email }, {}, address);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().code).toBe('TOO_MANY_ATTEMPTS');
    const password = await postFrom(t, address, '/api/auth/login', {
      login: user.email,
      password: ACCOUNT_PASSWORD,
    });
    expect(password.statusCode).toBe(429);
    // Another address is not held up, and a passkey login there is a login.
    expect((await passkeyLogin(t, authenticators[0]!, { email: user.email })).statusCode).toBe(200);
  });

  it('keeps the passkeys through a password change', async () => {
    const { user, authenticators } = await boater();
    const changed = await call('POST', '/api/auth/change-password', user, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: 'Ny-sejlbåd-2025!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/passkey/list', user)).json().passkeys).toHaveLength(1);
    expect((await passkeyLogin(t, authenticators[0]!, { email: user.email })).statusCode).toBe(200);
  });
});
