import type { Passkey } from '@havhjaelp/common/passkeys';
import { SoftAuthenticator, type CeremonyTwists } from './soft-authenticator';
import { callApi, type TestApp } from './test-app';
import { expectOk, type TestUser } from './users';

/** A software authenticator in a browser at the app's own origin (PUBLIC_URL). */
export function authenticatorFor(
  t: TestApp,
  attachment?: ConstructorParameters<typeof SoftAuthenticator>[1],
): SoftAuthenticator {
  return new SoftAuthenticator(new URL(t.config.publicUrl).origin, attachment);
}

/** `user` adds a passkey made by `authenticator`, through the API as the settings do. */
export async function addPasskey(
  t: TestApp,
  user: TestUser,
  authenticator: SoftAuthenticator,
  deviceName = 'Desktop',
  twists: CeremonyTwists = {},
): Promise<Passkey> {
  const options = await expectOk(
    'passkey options',
    await callApi(t, 'POST', '/api/passkey/register/options', user.token),
  );
  const credential = authenticator.register(options, twists);
  const body = await expectOk(
    'passkey verify',
    await callApi(t, 'POST', '/api/passkey/register/verify', user.token, {
      credential,
      deviceName,
    }),
  );
  return body.passkey as Passkey;
}

let addresses = 0;
/** A client address of its own, so the per-address limits and slowdown of one test touch no other. */
export function newAddress(): string {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A POST from `address` (as `token`'s holder when given). */
export function postFrom(
  t: TestApp,
  address: string,
  url: string,
  payload: object,
  token?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A login's options: `{email, passkeyId}`, `{email}`, or `{}` for a discoverable login. */
export async function loginOptionsFor(
  t: TestApp,
  body: { email?: string; passkeyId?: string },
  address = newAddress(),
) {
  return expectOk(
    'passkey login options',
    await postFrom(t, address, '/api/passkey/login/options', body),
  );
}

/** A whole passkey login from one address: options, the authenticator's answer, the verify. */
export async function passkeyLogin(
  t: TestApp,
  authenticator: SoftAuthenticator,
  body: { email?: string; passkeyId?: string } = {},
  twists: CeremonyTwists = {},
  address = newAddress(),
) {
  const options = await loginOptionsFor(t, body, address);
  const credential = authenticator.login(options, twists);
  return postFrom(t, address, '/api/passkey/login/verify', { credential });
}

/** What the access-control table's scene holds of passkeys: the owner's, and fresh ceremonies. */
export interface PasskeyScene {
  /** The id of the owner's one passkey. */
  ownerPasskeyId: string;
  /** A register/verify body: `user`'s new authenticator answering options `user` asked for. */
  registration(user: TestUser): Promise<object>;
  /** A login/verify body: the owner's passkey answering options for the owner's e-mail. */
  login(): Promise<object>;
}

/** Gives `owner` a passkey, and the ceremonies the access rows need around it. */
export async function passkeyScene(t: TestApp, owner: TestUser): Promise<PasskeyScene> {
  const authenticator = authenticatorFor(t);
  const { id } = await addPasskey(t, owner, authenticator);
  return {
    ownerPasskeyId: id,
    registration: async (user) => {
      const options = await expectOk(
        'passkey options',
        await callApi(t, 'POST', '/api/passkey/register/options', user.token),
      );
      return { credential: authenticatorFor(t).register(options), deviceName: 'Desktop' };
    },
    login: async () => ({
      credential: authenticator.login(await loginOptionsFor(t, { email: owner.email })),
    }),
  };
}

/** Passkeys' refusals as the API answers them (the texts of SPEC.md section 8 where it has one). */
export const PASSKEY_REFUSALS = {
  challengeGone: {
    code: 'PASSKEY_CHALLENGE_GONE',
    error: 'Passkey-anmodningen er udløbet eller allerede brugt. Prøv igen.',
  },
  verificationFailed: {
    code: 'PASSKEY_VERIFICATION_FAILED',
    error: 'Passkey verifikation fejlede',
  },
  notFound: { code: 'PASSKEY_NOT_FOUND', error: 'Passkeyen findes ikke' },
  noneForEmail: { code: 'PASSKEY_NONE_FOR_EMAIL', error: 'Ingen passkeys fundet for denne email' },
} as const;
