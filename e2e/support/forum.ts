import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Account } from '@havhjaelp/testing/accounts';
import { runAdmin } from './accounts';
import type { AppServer } from './app-server';
import { expect } from './fixtures';

// The forum's set-up through the API and its screens' parts as a person finds them; the screens
// themselves are driven by the specs that are about them.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One of the four categories the migration makes. */
export const EQUIPMENT = { id: 'udstyr-og-vedligehold', name: 'Udstyr og vedligehold' };

/** `author` starts a topic through the API; answers its id. */
export async function createTopicViaApi(
  request: APIRequestContext,
  author: Account,
  topic: { title: string; content: string; categoryId?: string },
): Promise<string> {
  const response = await request.post('/api/forum/topics', {
    headers: bearer(author.token),
    data: {
      category_id: topic.categoryId ?? EQUIPMENT.id,
      title: topic.title,
      content: topic.content,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** `author` answers a topic through the API; answers the reply's id. */
export async function replyViaApi(
  request: APIRequestContext,
  author: Account,
  topicId: string,
  content: string,
): Promise<string> {
  const response = await request.post('/api/forum/posts', {
    headers: bearer(author.token),
    data: { topic_id: topicId, content },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

/** A PUT of the forum's (solution, moderation, hiding) through the API as `who`. */
export async function putViaApi(
  request: APIRequestContext,
  who: Account,
  url: string,
  data: object,
): Promise<void> {
  const response = await request.put(url, { headers: bearer(who.token), data });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Makes the account a moderator as the operator does: the built server's
 * `npm run admin -- moderator grant <username>` on the app server's DATA_DIR.
 */
export function grantModerator(app: AppServer, username: string): void {
  runAdmin(app, 'moderator', 'grant', username);
}

export const topicPath = (topicId: string) => `/forum/topic/${topicId}`;

/** The replies of the topic shown. */
export const replyList = (page: Page) => page.getByRole('list', { name: 'Svar' });

/** The reply (an article of the replies) whose text holds `text`. */
export const replyWith = (page: Page, text: string): Locator =>
  replyList(page).getByRole('article').filter({ hasText: text });

export const likeButton = (post: Locator) => post.getByRole('button', { name: /^Synes godt om/ });

export const replyForm = (page: Page) => page.getByRole('form', { name: 'Skriv et svar' });

export const solutionBox = (page: Page) => page.getByRole('complementary', { name: 'Løsning' });

export const LOCKED_NOTICE = 'Emnet er låst, så der kan ikke skrives nye svar.';

/** Searches with the search box every forum screen has. */
export async function searchForum(page: Page, words: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Søg i forummet' }).fill(words);
  await page.getByRole('button', { name: 'Søg', exact: true }).click();
  return page.getByRole('list', { name: 'Søgeresultater' });
}
