import { FORUM_MESSAGES, type SearchHit } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
import { createTopic, forumCast, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';

// The search through its route, over topics and replies written, hidden, shown again and deleted
// through the forum's own endpoints (which keep the index), on SQLite and on PostgreSQL.

const NOW = new Date('2026-06-01T08:00:00.000Z');

describe('GET /api/forum/search', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  const search = async (q: string, user: { token: string }) => {
    const answer = await call('GET', `/api/forum/search?q=${encodeURIComponent(q)}`, user);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { results: SearchHit[] }).results;
  };
  /** The hits as the replies' ids, or the topic's id and ':topic'; sorted. */
  const found = async (q: string, user: { token: string }) =>
    (await search(q, user)).map((hit) => hit.post_id ?? `${hit.topic_id}:topic`).sort();

  it('finds what the endpoints wrote by another form of its words, but no hidden or deleted reply', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const topicId = await createTopic(t, ane, {
      title: 'Motoren vil ikke starte',
      content: 'Min Volvo Penta hoster og dør.',
    });
    t.clock.advance(60_000);
    const answer = await reply(t, bo, topicId, 'Mine motorer gjorde det samme: <b>impelleren</b>.');
    t.clock.advance(60_000);
    const hidden = await reply(t, bo, topicId, 'Køb en ny motor.');
    t.clock.advance(60_000);
    const deleted = await reply(t, ane, topicId, 'Motoren kører igen.');
    const all = [`${topicId}:topic`, answer.id, hidden.id, deleted.id].sort();
    expect(await found('MOTORERNE', bo)).toEqual(all);

    const [hit] = await search('impeller', ane);
    expect(hit).toMatchObject({ topic_id: topicId, post_id: answer.id, author_name: 'bodil' });
    expect(hit!.excerpt).toEqual([
      { text: 'Mine motorer gjorde det samme: <b>', match: false },
      { text: 'impelleren', match: true },
      { text: '</b>.', match: false },
    ]);

    const hide = (hidden_: boolean) =>
      call('PUT', `/api/forum/posts/${hidden.id}/hidden`, moderator, { hidden: hidden_ });
    expect((await hide(true)).statusCode).toBe(200);
    const remove = await call('DELETE', `/api/forum/posts/${deleted.id}`, ane);
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await found('motor', bo)).toEqual([`${topicId}:topic`, answer.id].sort());
    // Shown again, the reply is found again.
    expect((await hide(false)).statusCode).toBe(200);
    expect(await found('motor', bo)).toEqual([`${topicId}:topic`, answer.id, hidden.id].sort());
  });

  it('reads query syntax as words, forgets a deleted topic, and refuses a query too short or too long, and a visitor', async () => {
    await t.start();
    const { ane } = await forumCast(t);
    const topicId = await createTopic(t, ane, { title: 'Både på land', content: 'Presenning?' });
    expect(await found('"bade* (', ane)).toEqual([`${topicId}:topic`]);
    expect(await found("'; drop table forum_search; --", ane)).toEqual([]);
    expect(await found('NEAR(både land)', ane)).toEqual([]);
    const removeTopic = await call('DELETE', `/api/forum/topics/${topicId}`, ane);
    expect(removeTopic.statusCode, removeTopic.body).toBe(200);
    expect(await found('bade', ane)).toEqual([]);

    for (const [q, error] of [
      ['', FORUM_MESSAGES.searchTooShort],
      [' b ', FORUM_MESSAGES.searchTooShort],
      ['b'.repeat(201), FORUM_MESSAGES.searchTooLong],
    ] as const) {
      const refused = await call('GET', `/api/forum/search?q=${encodeURIComponent(q)}`, ane);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error, code: 'VALIDATION' });
    }
    expect((await call('GET', '/api/forum/search?q=motor')).statusCode).toBe(401);
  });
});
