import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import { createTopic, forumCast, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';

describe('the forum live', () => {
  const t = useTestApp();
  const { call } = t;

  async function scene() {
    await t.start();
    const cast = await forumCast(t);
    const topicId = await createTopic(t, cast.ane, { title: 'Hvem kender Smålandsfarvandet?' });
    return { ...cast, topicId, topics: liveTopics(t.config.mqttTopicRoot) };
  }

  it('brings a new reply to everyone viewing the topic, and tells the topic’s author', async () => {
    const { ane, bo, cato, topicId, topics } = await scene();
    const viewer = await t.live(cato, topics.forumTopic(topicId));
    const author = await t.live(ane, topics.userMessages(ane.id));

    // The author's own reply reaches the viewers, but is no news to the author.
    const own = await reply(t, ane, topicId, 'Jeg har selv et tip.');
    const post = await reply(t, bo, topicId, 'Ja, sejl syd om Femø.');
    // A resend within the double-send window is the same reply, told once.
    expect(await reply(t, bo, topicId, 'Ja, sejl syd om Femø.')).toEqual(post);
    // The last one, so once it has arrived nothing told before it is still on its way.
    const last = await reply(t, cato, topicId, 'Eller nord om.');

    await viewer.waitFor(
      (m) =>
        m.event.action === 'forum_post' && (m.event.data.post as { id: string }).id === last.id,
    );
    expect(viewer.messages.map((m) => m.event)).toEqual(
      [own, post, last].map((p) => ({
        action: 'forum_post',
        data: { topic_id: topicId, post: p },
      })),
    );
    await author.waitFor(
      (m) => m.event.action === 'forum_reply' && m.event.data.post_id === last.id,
    );
    expect(author.messages.map((m) => m.event)).toEqual(
      [post, last].map((p) => ({
        action: 'forum_reply',
        data: {
          topic_id: topicId,
          topic_title: 'Hvem kender Smålandsfarvandet?',
          post_id: p.id,
          author_name: p.author_name,
        },
      })),
    );
  });

  it('tells the topic’s viewers when it is pinned, locked, solved, hidden or deleted', async () => {
    const { ane, bo, cato, moderator, topicId, topics } = await scene();
    const post = await reply(t, bo, topicId);
    const viewer = await t.live(cato, topics.forumTopic(topicId));
    const changes = [
      () => call('PUT', `/api/forum/topics/${topicId}/moderation`, moderator, { is_pinned: true }),
      () => call('PUT', `/api/forum/topics/${topicId}/moderation`, moderator, { is_locked: true }),
      () => call('PUT', `/api/forum/topics/${topicId}/solution`, ane, { post_id: post.id }),
      () => call('PUT', `/api/forum/posts/${post.id}/hidden`, moderator, { hidden: true }),
      () => call('DELETE', `/api/forum/posts/${post.id}`, moderator),
      () => call('DELETE', `/api/forum/topics/${topicId}`, moderator),
    ];
    // A refused change tells nothing: had it, that would arrive before the first change's.
    const refused = await call('PUT', `/api/forum/topics/${topicId}/moderation`, bo, {
      is_locked: true,
    });
    expect(refused.statusCode).toBe(403);
    for (const [n, change] of changes.entries()) {
      const answer = await change();
      expect(answer.statusCode, answer.body).toBe(200);
      await viewer.waitFor(() => viewer.messages.length === n + 1);
    }
    expect(viewer.messages.map((m) => m.event)).toEqual(
      changes.map(() => ({ action: 'forum_topic_changed', data: { topic_id: topicId } })),
    );
  });
});
