import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Account } from '@havhjaelp/testing/accounts';
import { runAdmin } from './accounts';
import type { AppServer } from './app-server';
import { expect } from './fixtures';

// Friends made through the API as test set-up, and the friends page's parts as a person finds
// them; the screens themselves are driven by the specs that are about them.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `from` asks `to` to be friends through the API; answers the request's id. */
export async function requestFriendViaApi(
  request: APIRequestContext,
  from: Account,
  to: Account,
): Promise<string> {
  const response = await request.post('/api/friends/request', {
    headers: bearer(from.token),
    data: { receiverId: to.id },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { relation: { requestId: string } }).relation.requestId;
}

/** `a` asks and `b` accepts through the API: friends afterwards. */
export async function befriendViaApi(
  request: APIRequestContext,
  a: Account,
  b: Account,
): Promise<void> {
  const id = await requestFriendViaApi(request, a, b);
  const response = await request.post(`/api/friends/accept/${id}`, { headers: bearer(b.token) });
  expect(response.status(), await response.text()).toBe(200);
}

/** `from` writes to their friend `to` through the API. */
export async function directMessageViaApi(
  request: APIRequestContext,
  from: Account,
  to: Account,
  message: string,
): Promise<void> {
  const response = await request.post(`/api/friends/messages/${to.id}`, {
    headers: bearer(from.token),
    data: { message },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Marks the account a test user as the operator does: `npm run admin -- test-user grant`. */
export function grantTestUser(app: AppServer, username: string): void {
  runAdmin(app, 'test-user', 'grant', username);
}

export type FriendsTab = 'Venner' | 'Bådfolk' | 'Søg' | 'Anmodninger';

/** Chooses a tab of /friends (the page is open). */
export async function openFriendsTab(page: Page, tab: FriendsTab): Promise<Locator> {
  const trigger = page.getByRole('tab', { name: new RegExp(`^${tab}`) });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
}

/** The row of `username` in a list of boaters (directory, search, friends, requests, blocked). */
export function personRow(list: Locator, username: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByText(new RegExp(`^${username}( \\(|$)`)) });
}

/** Searches in the 'Søg' tab and answers the list of results. */
export async function searchFor(page: Page, text: string): Promise<Locator> {
  const panel = await openFriendsTab(page, 'Søg');
  await panel.getByRole('searchbox', { name: 'Brugernavn eller e-mail' }).fill(text);
  const results = panel.getByRole('list', { name: 'Søgeresultater' });
  return results;
}

/**
 * The 'Bådfolk' tab with every page of the directory loaded: a worker's database holds the users
 * of every test before, and the first page may not reach the one a test looks for.
 */
export async function wholeDirectory(page: Page): Promise<Locator> {
  const panel = await openFriendsTab(page, 'Bådfolk');
  const list = panel.getByRole('list', { name: 'Bådfolk' });
  await expect(list).toBeVisible();
  const more = panel.getByRole('button', { name: 'Vis flere' });
  while (await more.isVisible()) {
    const shown = await list.getByRole('listitem').count();
    await more.click();
    await expect(list.getByRole('listitem')).not.toHaveCount(shown);
  }
  return list;
}

/** The Chats menu's count of unread lines (gone at none). */
export const chatsUnread = (page: Page) => page.getByTestId('chats-unread');
