import type { APIRequestContext } from '@playwright/test';
import type {
  CloseHelpInput,
  CreateHelpInput,
  HelpList,
  HelpRequest,
  HelpResponse,
  Testimonial,
} from '@havhjaelp/common/help';
import type { Account } from '@havhjaelp/testing/accounts';
import { expect } from './fixtures';

// Help requests made and read through the API, as test set-up: the forms themselves are driven
// by the specs that are about them.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a help request through the API as `account`, the way the map's form would send it. */
export async function createHelpViaApi(
  request: APIRequestContext,
  account: Account,
  input: Partial<CreateHelpInput> = {},
): Promise<HelpRequest> {
  const response = await request.post('/api/help', {
    headers: bearer(account.token),
    data: {
      type: 'motorstop',
      priority: 'urgent',
      description: 'Motoren er gået i stå ud for Helsingør.',
      position: { lat: 56.0361, lng: 12.6136 },
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as HelpRequest;
}

/** Offers help through the API as `account`. */
export async function offerViaApi(
  request: APIRequestContext,
  account: Account,
  requestId: string,
  body: { message?: string; estimatedArrival?: string | null } = {},
): Promise<HelpResponse> {
  const response = await request.post(`/api/help/${requestId}/respond`, {
    headers: bearer(account.token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as HelpResponse;
}

/** `owner` accepts the helper whose offer this is, through the API. */
export async function acceptViaApi(
  request: APIRequestContext,
  owner: Account,
  offer: HelpResponse,
): Promise<void> {
  const response = await request.post(`/api/help/${offer.requestId}/accept/${offer.id}`, {
    headers: bearer(owner.token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `owner` ends the call through the API as the close dialog would, with an optional thank-you. */
export async function closeViaApi(
  request: APIRequestContext,
  owner: Account,
  requestId: string,
  body: CloseHelpInput = {},
): Promise<void> {
  const response = await request.post(`/api/help/${requestId}/close`, {
    headers: bearer(owner.token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `owner` cancels the call through the API ('Annuller kald'). */
export async function cancelViaApi(
  request: APIRequestContext,
  owner: Account,
  requestId: string,
): Promise<void> {
  const response = await request.put(`/api/help/${requestId}`, {
    headers: bearer(owner.token),
    data: { status: 'cancelled' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The public list of all calls, as a logged-out visitor gets it. */
export async function listCallsViaApi(request: APIRequestContext): Promise<HelpList> {
  const response = await request.get(`/api/help?_t=${Date.now()}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HelpList;
}

/** The count the dashboard's 'Aktive kald' card shows: calls not yet resolved or cancelled. */
export async function openCallCount(request: APIRequestContext): Promise<number> {
  const { requests } = await listCallsViaApi(request);
  return requests.filter((r) => r.status !== 'resolved' && r.status !== 'cancelled').length;
}

/** The public thank-yous, as anyone can read them without login. */
export async function testimonialsViaApi(request: APIRequestContext): Promise<Testimonial[]> {
  const response = await request.get('/api/help/testimonials');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { testimonials: Testimonial[] }).testimonials;
}
