import { liveTopics, type LiveTopics } from '@havhjaelp/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, directMessage } from '../../test/friends';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-08-01T09:00:00.000Z');
const FRIENDS_ONLY = { code: 'FRIEND_DM_FRIENDS_ONLY', error: 'Du kan kun skrive med dine venner' };

describe('direct messages between friends', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  let topics: LiveTopics;
  let count = 0;

  beforeAll(async () => {
    await t.start();
    topics = liveTopics(t.config.mqttTopicRoot);
  });

  const people = <const N extends readonly string[]>(...names: N) =>
    Promise.all(names.map((name) => registerUser(t, `${name}${(count += 1)}`))) as Promise<{
      [K in keyof N]: TestUser;
    }>;
  const lines = (user: TestUser, friendId: string, query = '') =>
    call('GET', `/api/friends/messages/${friendId}${query}`, user);
  const post = (user: TestUser, friendId: string, message: string) =>
    call('POST', `/api/friends/messages/${friendId}`, user, { message });
  const chats = async (user: TestUser) => (await call('GET', '/api/chats', user)).json().chats;

  it('opens only between friends: strangers, oneself and unknown users are refused alike', async () => {
    const [asta, bent, cille] = await people('asta', 'bent', 'cille');
    await befriend(t, asta, bent);
    for (const [user, id] of [
      [cille, asta.id],
      [asta, cille.id],
      [asta, asta.id],
      [asta, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      for (const response of [await lines(user, id), await post(user, id, 'Hej')]) {
        expect([response.statusCode, response.json()]).toEqual([403, FRIENDS_ONLY]);
      }
    }
    expect((await lines(asta, bent.id)).json()).toEqual({
      messages: [],
      participants: [
        { userId: asta.id, userName: asta.username, role: 'friend' },
        { userId: bent.id, userName: bent.username, role: 'friend' },
      ],
      hasOlder: false,
    });
    expect((await post(asta, bent.id, '   ')).statusCode).toBe(400);
    expect((await lines(asta, bent.id)).json().messages).toEqual([]);
  });

  it('delivers a message to the receiver’s topic and the writer’s own, each named as they see it', async () => {
    const [dorte, erik, frida] = await people('dorte', 'erik', 'frida');
    await befriend(t, dorte, erik);
    await befriend(t, dorte, frida);
    const listen = (user: TestUser) => t.live(user, topics.userMessages(user.id));
    const [dorteLive, erikLive, fridaLive] = await Promise.all([
      listen(dorte),
      listen(erik),
      listen(frida),
    ]);
    const sent = await post(dorte, erik.id, '  Skal vi sejle i morgen?  ');
    expect(sent.statusCode, sent.body).toBe(200);
    const line = {
      id: sent.json().id,
      userId: dorte.id,
      userName: dorte.username,
      message: 'Skal vi sejle i morgen?',
      timestamp: NOW.toISOString(),
      sender_id: dorte.id,
      receiver_id: erik.id,
      created_at: NOW.toISOString(),
    };
    // The writer names the chat after the receiver, the receiver after the writer.
    expect(sent.json()).toEqual({ ...line, requestId: erik.id });
    const toErik = await erikLive.waitFor((m) => m.event.action === 'direct_message');
    expect(toErik).toMatchObject({
      topic: topics.userMessages(erik.id),
      event: { action: 'direct_message', data: { ...line, requestId: dorte.id } },
    });
    const toDorte = await dorteLive.waitFor((m) => m.event.action === 'direct_message');
    expect(toDorte).toMatchObject({
      topic: topics.userMessages(dorte.id),
      event: { action: 'direct_message', data: { ...line, requestId: erik.id } },
    });

    t.clock.advance(60_000);
    const answer = await post(erik, dorte.id, 'Ja!');
    await dorteLive.waitFor((m) => m.event.data.id === answer.json().id);
    await erikLive.waitFor((m) => m.event.data.id === answer.json().id);
    // Dorte's other friend heard nothing of it.
    await directMessage(t, dorte, frida, 'Og dig?');
    const toFrida = await fridaLive.waitFor((m) => m.event.action === 'direct_message');
    expect(toFrida.event.data.message).toBe('Og dig?');
    expect(fridaLive.messages).toHaveLength(1);
    // A later line of Erik's own: whatever was sent to him before it has arrived with it.
    t.clock.advance(60_000);
    const last = await directMessage(t, erik, dorte, 'Vi ses');
    await erikLive.waitFor((m) => m.event.data.id === last);
    expect(erikLive.messages.map((m) => m.event.data.message)).toEqual([
      'Skal vi sejle i morgen?',
      'Ja!',
      'Vi ses',
    ]);

    const asErik = (await lines(erik, dorte.id)).json().messages;
    expect(asErik.slice(0, 2)).toEqual([
      { ...line, requestId: dorte.id },
      expect.objectContaining({
        requestId: dorte.id,
        sender_id: erik.id,
        receiver_id: dorte.id,
        message: 'Ja!',
      }),
    ]);
    const asDorte = (await lines(dorte, erik.id)).json().messages;
    expect(asDorte.map((m: { requestId: string }) => m.requestId)).toEqual([
      erik.id,
      erik.id,
      erik.id,
    ]);
    expect((await lines(dorte, erik.id, '?limit=1')).json()).toMatchObject({
      messages: [expect.objectContaining({ message: 'Vi ses' })],
      hasOlder: true,
    });
  });

  it('lists a direct chat with its unread count once a line exists, and marks it read', async () => {
    const [gorm, hanne, ib] = await people('gorm', 'hanne', 'ib');
    await befriend(t, gorm, hanne);
    await befriend(t, gorm, ib);
    await call('PUT', '/api/auth/profile', hanne, { boatName: 'Tærnen' });
    expect(await chats(gorm)).toEqual([]);
    await directMessage(t, gorm, hanne, 'Første');
    t.clock.advance(1_000);
    const second = await directMessage(t, gorm, hanne, 'Anden');
    const entry = {
      type: 'direct',
      requestId: gorm.id,
      friendId: gorm.id,
      friendName: gorm.username,
      // Without a boat name, the chat is about the friend.
      vesselName: gorm.username,
      partnerName: gorm.username,
      role: 'friend',
      unreadCount: 2,
      lastMessageAt: t.clock.now().toISOString(),
    };
    expect(await chats(hanne)).toEqual([entry]);
    expect(await chats(gorm)).toEqual([
      {
        ...entry,
        requestId: hanne.id,
        friendId: hanne.id,
        friendName: hanne.username,
        vesselName: 'Tærnen',
        partnerName: hanne.username,
        unreadCount: 0,
      },
    ]);
    // Ib, a friend without lines, has no chat to list.
    expect(await chats(ib)).toEqual([]);

    const read = await call('PUT', `/api/chats/direct/${gorm.id}/read`, hanne, {
      messageId: second,
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await chats(hanne))[0].unreadCount).toBe(0);
    // A line of another chat is not this chat's.
    const elsewhere = await directMessage(t, gorm, ib, 'Hej Ib');
    const wrong = await call('PUT', `/api/chats/direct/${gorm.id}/read`, hanne, {
      messageId: elsewhere,
    });
    expect(wrong.statusCode).toBe(404);
    const stranger = await call('PUT', `/api/chats/direct/${hanne.id}/read`, ib, {
      messageId: second,
    });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, FRIENDS_ONLY]);
  });

  it('ends with the friendship: the chat leaves the list and no more lines are taken', async () => {
    const [jonna, karl] = await people('jonna', 'karl');
    await befriend(t, jonna, karl);
    await directMessage(t, jonna, karl);
    expect(await chats(karl)).toHaveLength(1);
    await call('DELETE', `/api/friends/${jonna.id}`, karl);
    expect(await chats(karl)).toEqual([]);
    expect(await chats(jonna)).toEqual([]);
    expect((await post(jonna, karl.id, 'Hallo?')).json()).toEqual(FRIENDS_ONLY);
    expect((await lines(karl, jonna.id)).json()).toEqual(FRIENDS_ONLY);
  });

  it('counts direct lines in the same posting limit as help chat lines', async () => {
    const [lone, mikkel] = await people('lone', 'mikkel');
    await befriend(t, lone, mikkel);
    const helpChat = await acceptedHelp(t, lone, mikkel);
    for (let i = 0; i < 15; i += 1) {
      const line = await call('POST', `/api/help/${helpChat}/chat`, lone, { message: `h${i}` });
      expect(line.statusCode).toBe(200);
      expect((await post(lone, mikkel.id, `d${i}`)).statusCode).toBe(200);
    }
    const refused = await post(lone, mikkel.id, 'En for meget');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_LINES']);
    // A minute later the account may write again.
    t.clock.advance(61_000);
    expect((await post(lone, mikkel.id, 'Nu igen')).statusCode).toBe(200);
  });
});
