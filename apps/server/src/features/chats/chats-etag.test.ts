import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, registerUser, type TestUser } from '../../test/users';

describe('the chat menu polled with its ETag', () => {
  const t = useTestApp();

  async function poll(user: TestUser, etag?: string) {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { authorization: `Bearer ${user.token}`, ...(etag && { 'if-none-match': etag }) },
    });
    return { status: answer.statusCode, etag: String(answer.headers.etag), body: answer.body };
  }

  it('answers 304 while nothing changed, and the menu once a line or a read marker did', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const id = await acceptedHelp(t, owner, helper);
    const first = await poll(owner);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).chats).toHaveLength(1);
    expect(await poll(owner, first.etag)).toEqual({ status: 304, etag: first.etag, body: '' });
    // Each member's menu is their own: the helper's is never the owner's.
    const helpers = await poll(helper, first.etag);
    expect(helpers.status).toBe(200);
    expect(helpers.etag).not.toBe(first.etag);

    const said = await t.call('POST', `/api/help/${id}/chat`, helper, { message: 'Er på vej' });
    expect(said.statusCode).toBe(200);
    const unread = await poll(owner, first.etag);
    expect(unread.status).toBe(200);
    expect(JSON.parse(unread.body).chats[0].unreadCount).toBe(1);
    const read = await t.call('PUT', `/api/chats/help/${id}/read`, owner, {
      messageId: said.json().id,
    });
    expect(read.statusCode).toBe(200);
    const after = await poll(owner, unread.etag);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).chats[0].unreadCount).toBe(0);
    expect(after.etag).not.toBe(unread.etag);
  });
});
