import type { CreateTopic, ForumPost } from '@havhjaelp/common/forum';
import { setForumModerator } from '../features/forum';
import { callApi, type TestApp } from './test-app';
import { expectOk, type TestUser } from './users';

/** A category the migration seeds. */
export const GENERAL = 'generelt';

/** Creates a topic as `author` through the API; answers its id. */
export async function createTopic(
  t: TestApp,
  author: TestUser,
  overrides: Partial<CreateTopic> = {},
): Promise<string> {
  const body = await expectOk(
    'create topic',
    await callApi(t, 'POST', '/api/forum/topics', author.token, {
      category_id: GENERAL,
      title: 'Motoren vil ikke starte',
      content: 'Min Volvo Penta hoster og dør. Hvad gør jeg?',
      ...overrides,
    }),
  );
  return body.id as string;
}

/** `author` replies in the topic; answers the reply. */
export async function reply(
  t: TestApp,
  author: TestUser,
  topicId: string,
  content = 'Tjek brændstoffilteret.',
): Promise<ForumPost> {
  const body = await expectOk(
    'reply',
    await callApi(t, 'POST', '/api/forum/posts', author.token, { topic_id: topicId, content }),
  );
  return body.post as ForumPost;
}

/** Makes `user` a moderator through the same code as `npm run admin -- moderator grant`. */
export async function makeModerator(t: TestApp, user: TestUser): Promise<TestUser> {
  await setForumModerator(t.db, user.id, true);
  return user;
}
