import type { CreateHelpInput } from '@havhjaelp/common/help';
import { registerAccount, type Account, type AccountData } from '@havhjaelp/testing/accounts';
import { setAdmin } from '../features/auth';
import { callApi, injectPost, type TestApp } from './test-app';

/** A user the test registered, with the session token registration answered. */
export type TestUser = Account;

/** The optional profile left blank: a server test fills in only the fields it is about. */
const BLANK_PROFILE = {
  firstName: '',
  lastName: '',
  phone: '',
  boatName: '',
  boatType: 'Andet',
} as const satisfies Partial<AccountData>;

/**
 * Registers `username`, at `<username>@example.dk`, through the API with the shared account
 * factory; `extra` overrides.
 */
export function registerUser(
  t: TestApp,
  username: string,
  extra: Partial<AccountData> = {},
): Promise<TestUser> {
  const email = `${username.toLowerCase()}@example.dk`;
  return registerAccount(injectPost(t), { username, email, ...BLANK_PROFILE, ...extra });
}

/** Makes `user` the admin through the same code as `npm run admin -- grant <username>`. */
export async function makeAdmin(t: TestApp, user: TestUser): Promise<TestUser> {
  if ((await setAdmin(t.db, user.username, true)) === undefined) {
    throw new Error(`makeAdmin: no account ${user.username}`);
  }
  return user;
}

export const AT_COPENHAGEN = { lat: 55.676_123, lng: 12.568_345 };

/** Every field of a call's public view: what visitors, and members far from it, get. */
export const PUBLIC_KEYS = [
  'helperName',
  'id',
  'position',
  'precise',
  'priority',
  'searchRadiusNm',
  'status',
  'timestamp',
  'type',
  'userName',
  'vesselName',
];

/** A valid create-call body; override what the test is about. */
export function helpBody(overrides: Partial<CreateHelpInput> = {}): CreateHelpInput {
  return { type: 'motorstop', priority: 'normal', position: AT_COPENHAGEN, ...overrides };
}

/** The answer's body, or an error naming the call when it was not a 200. */
export async function expectOk(what: string, response: Awaited<ReturnType<typeof callApi>>) {
  if (response.statusCode !== 200) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Creates a help request as `owner` and answers its id. */
export async function createHelp(
  t: TestApp,
  owner: TestUser,
  overrides: Partial<CreateHelpInput> = {},
): Promise<string> {
  const body = await expectOk(
    'create help',
    await callApi(t, 'POST', '/api/help', owner.token, helpBody(overrides)),
  );
  return body.id as string;
}

/** `helper` offers help on the request; answers the response id. */
export async function offerHelp(t: TestApp, requestId: string, helper: TestUser): Promise<string> {
  const body = await expectOk(
    'respond',
    await callApi(t, 'POST', `/api/help/${requestId}/respond`, helper.token, {
      message: 'Jeg kan være der om lidt',
      estimatedArrival: '20 min',
    }),
  );
  return body.id as string;
}

/** `helper` offers and `owner` accepts: the chat between them is open afterwards. */
export async function acceptedHelp(
  t: TestApp,
  owner: TestUser,
  helper: TestUser,
  overrides: Partial<CreateHelpInput> = {},
): Promise<string> {
  const requestId = await createHelp(t, owner, overrides);
  const responseId = await offerHelp(t, requestId, helper);
  await expectOk(
    'accept',
    await callApi(t, 'POST', `/api/help/${requestId}/accept/${responseId}`, owner.token),
  );
  return requestId;
}
