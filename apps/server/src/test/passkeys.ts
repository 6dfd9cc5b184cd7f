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
