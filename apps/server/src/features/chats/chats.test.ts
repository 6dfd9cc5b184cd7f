import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, registerUser, type TestUser } from '../../test/users';

const START = Date.parse('2026-11-21T12:00:00.000Z');

describe('chat menu: chat contexts and read markers', () => {
  const t = useTestApp({ clock: new Date(START) });
  const { call } = t;
  let owner: TestUser;
  let helper: TestUser;
  let other: TestUser;

  async function start() {
    await t.start();
    owner = await registerUser(t, 'ejer', { boatName: 'Havørnen' });
    helper = await registerUser(t, 'hjaelper');
    other = await registerUser(t, 'anden');
  }
  async function say(id: string, user: TestUser, message: string, advanceMs = 1000) {
    t.clock.advance(advanceMs);
    const response = await call('POST', `/api/help/${id}/chat`, user, { message });
    expect(response.statusCode).toBe(200);
    return response.json().id as string;
  }
  async function chatsOf(user: TestUser) {
    const response = await call('GET', '/api/chats', user);
    expect(response.statusCode).toBe(200);
    return response.json().chats as { requestId: string; unreadCount: number }[];
  }
  async function unread(user: TestUser, id: string) {
    return (await chatsOf(user)).find((chat) => chat.requestId === id)?.unreadCount;
  }
  const markRead = (id: string, user: TestUser | undefined, messageId: string) =>
    call('PUT', `/api/chats/help/${id}/read`, user, { messageId });

  it('lists the chat for both participants, counting only the other person’s unread lines', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper, { vesselName: 'Måge' });
    expect(await chatsOf(owner)).toEqual([
      {
        type: 'help',
        requestId: id,
        vesselName: 'Måge',
        partnerName: 'hjaelper',
        role: 'owner',
        unreadCount: 0,
        lastMessageAt: null,
      },
    ]);
    await say(id, owner, 'Hej, vi ligger ved bøjen');
    await say(id, helper, 'Er på vej');
    await say(id, helper, 'Ti minutter');
    const [forHelper] = await chatsOf(helper);
    expect(forHelper).toEqual({
      type: 'help',
      requestId: id,
      vesselName: 'Måge',
      partnerName: 'ejer',
      role: 'helper',
      unreadCount: 1,
      lastMessageAt: new Date(START + 3000).toISOString(),
    });
    expect(await unread(owner, id)).toBe(2);
    // Someone else's chats are not in anyone else's list, and there is no way to ask for them.
    expect(await chatsOf(other)).toEqual([]);
    expect((await call('GET', '/api/chats')).statusCode).toBe(401);
  });

  it('keeps the read marker on the server, moving only forward, per user', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const first = await say(id, helper, 'En');
    const second = await say(id, helper, 'To');
    await say(id, helper, 'Tre');
    expect(await unread(owner, id)).toBe(3);

    const marked = await markRead(id, owner, second);
    expect([marked.statusCode, marked.json()]).toEqual([200, { unreadCount: 1 }]);
    // Another tab reporting an older message does not move the marker back.
    expect((await markRead(id, owner, first)).json()).toEqual({ unreadCount: 1 });
    expect(await unread(owner, id)).toBe(1);
    // The helper's own marker is untouched by the owner's reading.
    await say(id, owner, 'Tak');
    expect(await unread(helper, id)).toBe(1);

    // A line written after the marker counts again.
    await say(id, helper, 'Fire');
    expect(await unread(owner, id)).toBe(2);
  });

  it('orders messages written in the same millisecond by id, as the chat shows them', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    for (const text of ['a', 'b', 'c', 'd']) await say(id, helper, text, 0);
    const shown = (await call('GET', `/api/help/${id}/chat`, owner)).json().messages as {
      id: string;
    }[];
    expect(shown).toHaveLength(4);
    expect((await markRead(id, owner, shown[1]!.id)).json()).toEqual({ unreadCount: 2 });
    expect((await markRead(id, owner, shown[3]!.id)).json()).toEqual({ unreadCount: 0 });
  });

  it('refuses marking for anyone but the participants, and messages of another chat', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const line = await say(id, helper, 'Hej');
    const otherChat = await acceptedHelp(t, other, helper);
    const elsewhere = await say(otherChat, other, 'Andet sted');

    const forbidden = {
      error: 'Kun ejeren og den accepterede hjælper kan bruge chatten',
      code: 'CHAT_FORBIDDEN',
    };
    const outsider = await markRead(id, other, line);
    expect([outsider.statusCode, outsider.json()]).toEqual([403, forbidden]);
    expect((await markRead(id, undefined, line)).statusCode).toBe(401);
    const unknownRequest = await markRead('00000000-0000-4000-8000-000000000000', owner, line);
    expect(unknownRequest.statusCode).toBe(403);

    const notHere = await markRead(id, owner, elsewhere);
    expect([notHere.statusCode, notHere.json()]).toEqual([
      404,
      { error: 'Beskeden findes ikke i denne chat', code: 'MESSAGE_NOT_FOUND' },
    ]);
    for (const body of [{}, { messageId: '' }, { messageId: 7 }, { messageId: 'x'.repeat(65) }]) {
      const bad = await call('PUT', `/api/chats/help/${id}/read`, owner, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/[a-zæøå]/i);
    }
    // Nothing of that moved the owner's marker.
    expect(await unread(owner, id)).toBe(1);
  });

  it('drops a chat from the menu when its request ends; newest activity first', async () => {
    await start();
    const older = await acceptedHelp(t, owner, helper, { vesselName: 'Første' });
    const newer = await acceptedHelp(t, owner, other, { vesselName: 'Anden' });
    await say(newer, other, 'Hej fra anden');
    await say(older, helper, 'Hej fra første');
    expect((await chatsOf(owner)).map((chat) => chat.requestId)).toEqual([older, newer]);

    expect((await call('POST', `/api/help/${older}/close`, owner)).statusCode).toBe(200);
    expect((await chatsOf(owner)).map((chat) => chat.requestId)).toEqual([newer]);
    expect(await chatsOf(helper)).toEqual([]);
  });

  it('pages a long chat: the newest lines first, older ones before a line, oldest first within a page', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper, { vesselName: 'Lang' });
    const ids: string[] = [];
    // Two writers, so the per-minute line limit of one is not reached; equal times are ordered by id.
    for (let i = 0; i < 7; i += 1) ids.push(await say(id, i % 2 ? helper : owner, `Linje ${i}`, 0));
    const page = async (query: string) => {
      const response = await call('GET', `/api/help/${id}/chat${query}`, owner);
      expect(response.statusCode).toBe(200);
      return response.json() as { messages: { id: string; message: string }[]; hasOlder: boolean };
    };
    const all = await page('');
    expect(all.hasOlder).toBe(false);
    const order = all.messages.map((m) => m.id);
    expect([...order].sort()).toEqual([...ids].sort());

    const newest = await page('?limit=3');
    expect([newest.messages.map((m) => m.id), newest.hasOlder]).toEqual([order.slice(4), true]);
    const middle = await page(`?limit=3&before=${order[4]}`);
    expect([middle.messages.map((m) => m.id), middle.hasOlder]).toEqual([order.slice(1, 4), true]);
    const first = await page(`?limit=3&before=${order[1]}`);
    expect([first.messages.map((m) => m.id), first.hasOlder]).toEqual([order.slice(0, 1), false]);

    const elsewhere = await acceptedHelp(t, owner, other, { vesselName: 'Anden' });
    const foreign = await say(elsewhere, other, 'Ikke her');
    for (const query of [`?before=${foreign}`, '?limit=0', '?limit=201', '?before=']) {
      const refused = await call('GET', `/api/help/${id}/chat${query}`, owner);
      expect([query, refused.statusCode]).toEqual([query, query.includes(foreign) ? 404 : 400]);
    }
  });
});
