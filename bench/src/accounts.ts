// A real account on the app under test, made through the public API as a user would, by the
// account factory the server and end-to-end tests share.
import { fetchPost, registerAccount, type Account } from '@havhjaelp/testing/accounts';

export type BenchUser = Account;

export function registerUser(appUrl: string): Promise<BenchUser> {
  return registerAccount(fetchPost(appUrl));
}

let addresses = 0;

/**
 * An account registered from an address of its own, as that many boaters would: for benches that
 * need more accounts than one address may register a minute. The app must run with
 * TRUST_PROXY=true to read the address from X-Forwarded-For.
 */
export function registerUserFromOwnAddress(appUrl: string): Promise<BenchUser> {
  addresses += 1;
  const address = `10.9.${(addresses >> 8) & 255}.${addresses & 255}`;
  return registerAccount(async (path, body) => {
    const response = await fetch(`${appUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  });
}
