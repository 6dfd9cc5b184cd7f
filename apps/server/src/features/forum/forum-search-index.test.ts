import { FORUM_MESSAGES } from '@havhjaelp/common/forum';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { createTopic, forumCast, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';

/** The writes keep the search index as they keep the rows: what the search finds through the API. */
describe('the forum’s writes and its search', () => {
  const t = useTestApp();

  /** What a search finds, as the ids of the replies, or of the topics where the topic matched. */
  const found = async (user: TestUser, q: string) => {
    const answer = await t.call('GET', `/api/forum/search?q=${encodeURIComponent(q)}`, user);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer
      .json()
      .results.map(
        (hit: { topic_id: string; post_id: string | null }) => hit.post_id ?? hit.topic_id,
      )
      .sort();
  };

  it('finds a topic and a reply once written, a hidden reply only once shown again, nothing deleted', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const topicId = await createTopic(t, ane, {
      title: 'Motoren larmer',
      content: 'Den hoster ved lave omdrejninger.',
    });
    const post = await reply(t, bo, topicId, 'Mine motorer gjorde det samme.');
    expect(await found(bo, 'motor')).toEqual([topicId, post.id].sort());

    const hide = (hidden: boolean) =>
      t.call('PUT', `/api/forum/posts/${post.id}/hidden`, moderator, { hidden });
    expect((await hide(true)).statusCode).toBe(200);
    // Hidden from everyone's search, the moderators' too.
    expect(await found(moderator, 'motor')).toEqual([topicId]);
    expect((await hide(false)).statusCode).toBe(200);
    expect(await found(bo, 'motor')).toEqual([topicId, post.id].sort());

    expect((await t.call('DELETE', `/api/forum/posts/${post.id}`, bo)).statusCode).toBe(200);
    expect(await found(bo, 'motor')).toEqual([topicId]);
    await reply(t, bo, topicId, 'Motoren skal have nye tændrør.');
    expect((await t.call('DELETE', `/api/forum/topics/${topicId}`, moderator)).statusCode).toBe(
      200,
    );
    expect(await found(bo, 'motor')).toEqual([]);
    expect(await found(bo, 'tændrør')).toEqual([]);
  });

  it('keeps a deleted account’s topics findable, by the deleted user', async () => {
    await t.start();
    const { ane, bo } = await forumCast(t);
    const topicId = await createTopic(t, ane, { title: 'Sejlene flapper', content: 'Hvorfor?' });
    const deleted = await t.call('DELETE', '/api/auth/account', ane, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { results } = (await t.call('GET', '/api/forum/search?q=sejlet', bo)).json();
    expect(results).toEqual([
      expect.objectContaining({
        topic_id: topicId,
        post_id: null,
        author_name: FORUM_MESSAGES.deletedAuthor,
      }),
    ]);
  });
});
