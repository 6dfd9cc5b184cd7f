import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@havhjaelp/common/passkeys-errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPasskey, authenticatorFor, PASSKEY_REFUSALS } from '../../test/passkeys';
import type { SoftAuthenticator } from '../../test/soft-authenticator';
import { useTestApp } from '../../test/use-test-app';
import { expectOk, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-07-01T10:00:00.000Z');
const refusal = (code: string, error: string) => ({ code, error });
const {
  challengeGone: CHALLENGE_GONE,
  verificationFailed: VERIFICATION_FAILED,
  notFound: NOT_FOUND,
} = PASSKEY_REFUSALS;

describe('registering and managing passkeys', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  let count = 0;

  beforeAll(async () => {
    await t.start();
  });

  const person = () => registerUser(t, `sejler${(count += 1)}`);
  const options = async (user: TestUser) =>
    expectOk('options', await call('POST', '/api/passkey/register/options', user));
  const verify = (user: TestUser, credential: object, deviceName = 'Desktop') =>
    call('POST', '/api/passkey/register/verify', user, { credential, deviceName });
  const listOf = async (user: TestUser) =>
    (await expectOk('list', await call('GET', '/api/passkey/list', user))).passkeys;
  const answer = async (response: Awaited<ReturnType<typeof call>>) => [
    response.statusCode,
    response.json(),
  ];

  it('offers options for this site and account, asking for user verification', async () => {
    const user = await person();
    const offered = await options(user);
    expect(offered).toMatchObject({
      rp: { name: 'Havhjælp', id: 'localhost' },
      user: {
        id: Buffer.from(user.id).toString('base64url'),
        name: user.email,
        displayName: user.username,
      },
      timeout: PASSKEY_LIMITS.challengeTtlMs,
      excludeCredentials: [],
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    expect(offered.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(offered.pubKeyCredParams).toContainEqual({ type: 'public-key', alg: -7 });
  });

  it('registers what the authenticator made and lists it, without its key', async () => {
    const user = await person();
    const phone = authenticatorFor(t);
    const passkey = await addPasskey(t, user, phone, 'Mobil Enhed');
    expect(passkey).toEqual({
      id: expect.any(String),
      device_name: 'Mobil Enhed',
      device_type: 'platform',
      created_at: NOW.toISOString(),
      last_used_at: null,
    });
    t.clock.advance(1000);
    const key = await addPasskey(t, user, authenticatorFor(t, 'cross-platform'), ' Nøgle ');
    expect(key).toMatchObject({ device_name: 'Nøgle', device_type: 'cross-platform' });
    expect(await listOf(user)).toEqual([passkey, key]);
    const stored = await t.db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: user.id,
      credential_id: phone.credentials[0]!.id.toString('base64url'),
      counter: 0,
      transports: '["internal"]',
    });
    // Nobody else sees them.
    expect(await listOf(await person())).toEqual([]);
  });

  it('excludes the account’s passkeys, and refuses one credential registered twice', async () => {
    const user = await person();
    const laptop = authenticatorFor(t);
    await addPasskey(t, user, laptop);
    const offered = await options(user);
    expect(offered.excludeCredentials).toEqual([
      {
        id: laptop.credentials[0]!.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    // The authenticator itself refuses, as a browser does …
    expect(() => laptop.register(offered)).toThrow(/InvalidStateError/);
    // … and a client that sends the same credential anyway is refused by the server.
    const again = laptop.register(offered, { credential: laptop.credentials[0]! });
    expect(await answer(await verify(user, again))).toEqual([
      409,
      refusal('PASSKEY_ALREADY_REGISTERED', 'Passkeyen er allerede registreret'),
    ]);
    // Nor may another account take that credential.
    const other = await person();
    const taken = laptop.register(await options(other), { credential: laptop.credentials[0]! });
    expect((await verify(other, taken)).statusCode).toBe(409);
    expect(await listOf(other)).toEqual([]);
  });

  it('spends a challenge once: the same answer again is refused', async () => {
    const user = await person();
    const credential = authenticatorFor(t).register(await options(user));
    expect((await verify(user, credential)).statusCode).toBe(200);
    expect(await answer(await verify(user, credential))).toEqual([400, CHALLENGE_GONE]);
    expect(await listOf(user)).toHaveLength(1);
  });

  it('lets a challenge expire after five minutes', async () => {
    const user = await person();
    const late = authenticatorFor(t).register(await options(user));
    t.clock.advance(PASSKEY_LIMITS.challengeTtlMs);
    expect(await answer(await verify(user, late))).toEqual([400, CHALLENGE_GONE]);
    const inTime = authenticatorFor(t).register(await options(user));
    t.clock.advance(PASSKEY_LIMITS.challengeTtlMs - 1);
    expect((await verify(user, inTime)).statusCode).toBe(200);
  });

  it('binds a challenge to the session that asked for it, the newest one only', async () => {
    const user = await person();
    const asked = authenticatorFor(t).register(await options(user));
    const login = await call('POST', '/api/auth/login', undefined, {
      login: user.email,
      password: ACCOUNT_PASSWORD,
    });
    const otherSession = { token: login.json().token as string };
    expect(await answer(await verify(otherSession as TestUser, asked))).toEqual([
      400,
      CHALLENGE_GONE,
    ]);
    // A second options call replaces the first in its session.
    const first = authenticatorFor(t).register(await options(user));
    const second = authenticatorFor(t).register(await options(user));
    expect(await answer(await verify(user, first))).toEqual([400, CHALLENGE_GONE]);
    expect((await verify(user, second)).statusCode).toBe(200);
  });

  it.each([
    ['another site’s origin', { origin: 'https://havhjaelp.example' }],
    ['no user verification', { userVerified: false }],
  ])('refuses an answer with %s', async (_what, twists) => {
    const user = await person();
    const credential = authenticatorFor(t).register(await options(user), twists);
    expect(await answer(await verify(user, credential))).toEqual([400, VERIFICATION_FAILED]);
    expect(await listOf(user)).toEqual([]);
  });

  it('answers malformed credentials with a Danish 400, never a 500', async () => {
    const user = await person();
    const good = authenticatorFor(t).register(await options(user));
    const junk = 'AAAA';
    const clientDataOf = (json: string) => Buffer.from(json).toString('base64url');
    const cases: [object, number, string][] = [
      [{}, 400, 'VALIDATION'],
      [{ ...good, response: undefined }, 400, 'VALIDATION'],
      [{ ...good, type: 'password' }, 400, 'VALIDATION'],
      [{ ...good, id: 'ikke base64!' }, 400, 'VALIDATION'],
      [
        { ...good, response: { ...good.response, clientDataJSON: junk } },
        400,
        'PASSKEY_VERIFICATION_FAILED',
      ],
      [
        {
          ...good,
          response: { ...good.response, clientDataJSON: clientDataOf('{"challenge":7}') },
        },
        400,
        'PASSKEY_VERIFICATION_FAILED',
      ],
      // The right challenge with a broken attestation: refused, and the challenge is spent.
      [
        { ...good, response: { ...good.response, attestationObject: junk } },
        400,
        'PASSKEY_VERIFICATION_FAILED',
      ],
      [good, 400, 'PASSKEY_CHALLENGE_GONE'],
    ];
    for (const [credential, status, code] of cases) {
      const response = await verify(user, credential);
      expect([response.statusCode, response.json().code], JSON.stringify(credential)).toEqual([
        status,
        code,
      ]);
    }
    const invalid = await verify(user, { ...good, id: 'ikke base64!' });
    expect(invalid.json().error).toBe(PASSKEY_MESSAGES.badCredential);
  });

  it(`holds at most ${PASSKEY_LIMITS.perAccount} passkeys per account`, async () => {
    const user = await person();
    for (let i = 0; i < PASSKEY_LIMITS.perAccount; i++)
      await addPasskey(t, user, authenticatorFor(t));
    const full = refusal(
      'PASSKEY_LIMIT_REACHED',
      `Du kan højst have ${PASSKEY_LIMITS.perAccount} passkeys. Slet en, før du tilføjer en ny.`,
    );
    expect(await answer(await call('POST', '/api/passkey/register/options', user))).toEqual([
      409,
      full,
    ]);
  });

  describe('renaming and deleting', () => {
    let owner: TestUser;
    let other: TestUser;
    let laptop: SoftAuthenticator;

    beforeAll(async () => {
      [owner, other] = [await person(), await person()];
      laptop = authenticatorFor(t);
    });

    it('renames the owner’s passkey, and only the owner’s', async () => {
      const passkey = await addPasskey(t, owner, laptop, 'Desktop');
      const renamed = await call('PUT', `/api/passkey/${passkey.id}`, owner, {
        deviceName: ' Kontor-pc ',
      });
      expect(await answer(renamed)).toEqual([
        200,
        { passkey: { ...passkey, device_name: 'Kontor-pc' } },
      ]);
      expect(
        await answer(await call('PUT', `/api/passkey/${passkey.id}`, other, { deviceName: 'Min' })),
      ).toEqual([404, NOT_FOUND]);
      const empty = await call('PUT', `/api/passkey/${passkey.id}`, owner, { deviceName: '  ' });
      expect(await answer(empty)).toEqual([
        400,
        { code: 'VALIDATION', error: PASSKEY_MESSAGES.deviceNameRequired },
      ]);
      expect((await listOf(owner)).map((p: { device_name: string }) => p.device_name)).toEqual([
        'Kontor-pc',
      ]);
    });

    it('deletes the owner’s passkey, even the last, and never another user’s', async () => {
      const [passkey] = await listOf(owner);
      expect(await answer(await call('DELETE', `/api/passkey/${passkey.id}`, other))).toEqual([
        404,
        NOT_FOUND,
      ]);
      expect(await listOf(owner)).toHaveLength(1);
      expect(await answer(await call('DELETE', `/api/passkey/${passkey.id}`, owner))).toEqual([
        200,
        { success: true },
      ]);
      expect(await listOf(owner)).toEqual([]);
      expect(await answer(await call('DELETE', `/api/passkey/${passkey.id}`, owner))).toEqual([
        404,
        NOT_FOUND,
      ]);
      // Every account has a password, so the last passkey's going locks nobody out.
      const login = await call('POST', '/api/auth/login', undefined, {
        login: owner.email,
        password: ACCOUNT_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    });
  });
});
