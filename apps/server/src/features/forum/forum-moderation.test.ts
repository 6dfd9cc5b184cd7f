import { FORUM_MESSAGES } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
import { createTopic, forumCast, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';

const NOW = new Date('2026-06-01T08:00:00.000Z');

describe('the solution and moderation', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  /** Ane's topic with Bo's reply, a moderator, and Cato, who has no part in it. */
  async function scene() {
    await t.start();
    const cast = await forumCast(t);
    const topicId = await createTopic(t, cast.ane);
    return { ...cast, topicId, post: await reply(t, cast.bo, topicId, 'Skift impelleren.') };
  }
  const page = async (topicId: string, user: TestUser) =>
    (await call('GET', `/api/forum/topics/${topicId}`, user)).json();

  it('lets the topic’s author mark one reply as the solution and unmark it', async () => {
    const { ane, bo, topicId, post } = await scene();
    t.clock.advance(60_000);
    const second = await reply(t, bo, topicId, 'Eller tjek remmen.');
    const mark = (postId: string | null) =>
      call('PUT', `/api/forum/topics/${topicId}/solution`, ane, { post_id: postId });

    expect((await mark(post.id)).json()).toEqual({ solution_post_id: post.id });
    let read = await page(topicId, bo);
    expect(read.topic.solution_post_id).toBe(post.id);
    expect(read.posts.map((p: { is_solution: boolean }) => p.is_solution)).toEqual([true, false]);
    // One solution at a time: marking another moves the mark.
    expect((await mark(second.id)).json()).toEqual({ solution_post_id: second.id });
    read = await page(topicId, bo);
    expect(read.posts.map((p: { is_solution: boolean }) => p.is_solution)).toEqual([false, true]);
    expect((await mark(null)).json()).toEqual({ solution_post_id: null });
    read = await page(topicId, bo);
    expect(read.topic.solution_post_id).toBeNull();
    expect(read.posts.every((p: { is_solution: boolean }) => !p.is_solution)).toBe(true);
  });

  it('refuses the solution to anyone but the author, and a reply not of the topic, hidden or gone', async () => {
    const { ane, bo, moderator, topicId, post } = await scene();
    const otherTopic = await createTopic(t, bo, { title: 'Bos eget emne' });
    const elsewhere = await reply(t, ane, otherTopic, 'Et svar et andet sted');
    const hidden = await reply(t, bo, topicId, 'Skjules snart');
    const hide = await call('PUT', `/api/forum/posts/${hidden.id}/hidden`, moderator, {
      hidden: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const mark = (user: TestUser, postId: string | null, topic = topicId) =>
      call('PUT', `/api/forum/topics/${topic}/solution`, user, { post_id: postId });

    const authorOnly = {
      error: 'Kun den, der oprettede emnet, kan markere et svar som løsning',
      code: 'FORUM_AUTHOR_ONLY',
    };
    for (const user of [bo, moderator]) {
      const refused = await mark(user, post.id);
      expect(refused.statusCode, user.username).toBe(403);
      expect(refused.json()).toEqual(authorOnly);
    }
    expect((await mark(bo, null)).json()).toEqual(authorOnly);
    const notInTopic = await mark(ane, elsewhere.id);
    expect(notInTopic.statusCode).toBe(400);
    expect(notInTopic.json()).toEqual({
      error: 'Svaret hører ikke til dette emne',
      code: 'FORUM_SOLUTION_NOT_IN_TOPIC',
    });
    for (const postId of [hidden.id, 'findes-ikke']) {
      const refused = await mark(ane, postId);
      expect(refused.statusCode, postId).toBe(404);
      expect(refused.json().code).toBe('FORUM_POST_NOT_FOUND');
    }
    const noTopic = await mark(ane, post.id, 'findes-ikke');
    expect(noTopic.statusCode).toBe(404);
    expect(noTopic.json()).toEqual({ error: 'Emne ikke fundet', code: 'FORUM_TOPIC_NOT_FOUND' });
    expect((await page(topicId, ane)).topic.solution_post_id).toBeNull();
  });

  it('clears the solution when its reply is deleted', async () => {
    const { ane, bo, topicId, post } = await scene();
    await call('PUT', `/api/forum/topics/${topicId}/solution`, ane, { post_id: post.id });
    expect((await call('DELETE', `/api/forum/posts/${post.id}`, bo)).statusCode).toBe(200);
    expect((await page(topicId, ane)).topic.solution_post_id).toBeNull();
  });

  it('lets a moderator pin, unpin, lock and unlock, and no one else', async () => {
    const { ane, bo, cato, moderator, topicId } = await scene();
    const moderate = (user: TestUser, body: object, topic = topicId) =>
      call('PUT', `/api/forum/topics/${topic}/moderation`, user, body);

    const pinned = await moderate(moderator, { is_pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().topic).toMatchObject({
      id: topicId,
      is_pinned: true,
      is_locked: false,
      reply_count: 1,
      author_name: 'ane',
    });
    expect((await moderate(moderator, { is_locked: true })).json().topic).toMatchObject({
      is_pinned: true,
      is_locked: true,
    });
    expect(
      (await moderate(moderator, { is_pinned: false, is_locked: false })).json().topic,
    ).toMatchObject({ is_pinned: false, is_locked: false });

    for (const user of [ane, bo, cato]) {
      const refused = await moderate(user, { is_pinned: true });
      expect(refused.statusCode, user.username).toBe(403);
      expect(refused.json()).toEqual({
        error: 'Det kan kun en moderator',
        code: 'FORUM_MODERATOR_ONLY',
      });
    }
    const empty = await moderate(moderator, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: FORUM_MESSAGES.moderationEmpty, code: 'VALIDATION' });
    const unknown = await moderate(moderator, { is_locked: true }, 'findes-ikke');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FORUM_TOPIC_NOT_FOUND');
    expect((await page(topicId, ane)).topic).toMatchObject({ is_pinned: false, is_locked: false });
  });

  it('lets a moderator hide a reply: kept, its text shown to moderators only, until shown again', async () => {
    const { ane, bo, cato, moderator, topicId, post } = await scene();
    const setHidden = (user: TestUser, hidden: boolean, id = post.id) =>
      call('PUT', `/api/forum/posts/${id}/hidden`, user, { hidden });
    await call('PUT', `/api/forum/topics/${topicId}/solution`, ane, { post_id: post.id });

    const hidden = await setHidden(moderator, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().post).toMatchObject({
      id: post.id,
      content: 'Skift impelleren.',
      is_hidden: true,
      // A hidden reply is no solution.
      is_solution: false,
    });
    for (const user of [ane, bo, cato]) {
      const { topic, posts } = await page(topicId, user);
      expect(posts[0], user.username).toMatchObject({ id: post.id, content: '', is_hidden: true });
      expect(topic).toMatchObject({ reply_count: 1, solution_post_id: null });
    }
    expect((await page(topicId, moderator)).posts[0]).toMatchObject({
      content: 'Skift impelleren.',
      is_hidden: true,
    });
    // The author still has it in the data export: it is theirs.
    expect((await call('GET', '/api/auth/export-data', bo)).json().forum_posts).toEqual([
      expect.objectContaining({ content: 'Skift impelleren.' }),
    ]);

    for (const user of [ane, bo, cato]) {
      const refused = await setHidden(user, false);
      expect(refused.statusCode, user.username).toBe(403);
      expect(refused.json().code).toBe('FORUM_MODERATOR_ONLY');
    }
    const shown = await setHidden(moderator, false);
    expect(shown.json().post).toMatchObject({ content: 'Skift impelleren.', is_hidden: false });
    expect((await page(topicId, cato)).posts[0]).toMatchObject({
      content: 'Skift impelleren.',
      is_hidden: false,
    });
    const unknown = await setHidden(moderator, true, 'findes-ikke');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Indlægget findes ikke',
      code: 'FORUM_POST_NOT_FOUND',
    });
  });
});
