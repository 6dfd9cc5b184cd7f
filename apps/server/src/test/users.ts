import type { CreateHelpInput } from '@havhjaelp/common/help';
import { callApi, type TestApp } from './test-app';

export const TEST_PASSWORD = 'Sikker-Kode-2026!';

export interface TestUser {
  id: string;
  username: string;
  token: string;
}

let registrations = 0;

/**
 * Registers a user through the API. Each registration comes from its own address, so a test
 * may register more than the 10 a minute one address is allowed.
 */
export async function registerUser(
  t: TestApp,
  username: string,
  extra: Record<string, string> = {},
): Promise<TestUser> {
  registrations += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.77.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`,
    payload: {
      username,
      email: `${username.toLowerCase()}@example.dk`,
      password: TEST_PASSWORD,
      birthDate: '1980-05-17',
      ...extra,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`register ${username}: ${response.statusCode} ${response.body}`);
  }
  const body = response.json();
  return { id: body.user.id, username: body.user.username, token: body.token };
}

export const AT_COPENHAGEN = { lat: 55.676_123, lng: 12.568_345 };

/** A valid create-call body; override what the test is about. */
export function helpBody(overrides: Partial<CreateHelpInput> = {}): CreateHelpInput {
  return { type: 'motorstop', priority: 'normal', position: AT_COPENHAGEN, ...overrides };
}

async function expectOk(what: string, response: Awaited<ReturnType<typeof callApi>>) {
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
