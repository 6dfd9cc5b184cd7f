// Accounts made through the public API as a person would, for server tests, end-to-end tests and
// benchmarks alike. Each caller brings its own way of reaching the API as an `ApiPost`.
import type { LoginResult, RegisterInput } from '@havhjaelp/common/auth';

/** What an API call answered: the status and the body as text. */
export interface ApiAnswer {
  status: number;
  body: string;
}

/**
 * POSTs a JSON body to an API path (`/api/…`). Fastify's `inject`, Playwright's request context
 * and `fetch` each fit in a few lines; `fetchPost` is the one for a server on a URL.
 */
export type ApiPost = (path: string, body: object) => Promise<ApiAnswer>;

/** A password that meets the rule (12+ characters, upper, lower, digit, special). */
export const ACCOUNT_PASSWORD = 'Sejlbåd-2024!';

/** Every registration field, filled in the way the registration schema accepts. */
export type AccountData = Required<RegisterInput>;

export interface Account extends AccountData {
  id: string;
  /** The session token registration answered. */
  token: string;
}

let accountsMade = 0;

/**
 * Data for a new account whose username and e-mail no other test uses, unless the caller names
 * them: tests in parallel workers share one server, so each account gets its own tag (process,
 * time and a counter).
 */
export function newAccountData(overrides: Partial<AccountData> = {}): AccountData {
  accountsMade += 1;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}${accountsMade}`;
  return {
    username: `sejler_${tag}`,
    email: `sejler.${tag}@example.dk`,
    password: ACCOUNT_PASSWORD,
    firstName: 'Søren',
    lastName: 'Østergaard',
    phone: '+45 20 30 40 50',
    boatName: 'Havørnen',
    boatType: 'Sejlbåd',
    birthDate: '1980-05-17',
    ...overrides,
  };
}

async function expectJson<T>(what: string, answer: Promise<ApiAnswer>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${body}`);
  return JSON.parse(body) as T;
}

/** Registers a new account (see `newAccountData`); throws unless the API answers 200. */
export async function registerAccount(
  post: ApiPost,
  overrides: Partial<AccountData> = {},
): Promise<Account> {
  const data = newAccountData(overrides);
  const { token, user } = await expectJson<{ token: string; user: { id: string } }>(
    `register ${data.username}`,
    post('/api/auth/register', data),
  );
  return { ...data, id: user.id, token };
}

/** Logs in with username or e-mail; throws unless the API answers 200. */
export function logInAccount(post: ApiPost, login: string, password: string): Promise<LoginResult> {
  return expectJson(`log in ${login}`, post('/api/auth/login', { login, password }));
}

/** `ApiPost` for a server at `baseUrl`, through `fetch`. */
export function fetchPost(baseUrl: string): ApiPost {
  return async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  };
}
