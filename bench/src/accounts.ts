// A real account on the app under test, made through the public API as a user would, by the
// account factory the server and end-to-end tests share.
import { fetchPost, registerAccount, type Account } from '@havhjaelp/testing/accounts';

export type BenchUser = Account;

export function registerUser(appUrl: string): Promise<BenchUser> {
  return registerAccount(fetchPost(appUrl));
}
