import { liveTopics } from '@havhjaelp/common/live';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { befriend, blockUser, directMessage, requestFriend } from '../../test/friends';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-09-01T08:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('friends in the data export and at account deletion', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  /**
   * Ane is friends with Bodil, "Bo" here (and writes with him), has asked Cato, is asked by Dina, has blocked
   * Eik, and was blocked by Finn; Bo is also friends with Gry, and writes with her too.
   */
  async function scene() {
    await t.start();
    const [ane, bo, cato, dina, eik, finn, gry] = await Promise.all(
      ['ane', 'bodil', 'cato', 'dina', 'eik', 'finn', 'gry'].map((name) => registerUser(t, name)),
    );
    await befriend(t, ane!, bo!);
    t.clock.set(new Date(at(1)));
    await requestFriend(t, ane!, cato!);
    t.clock.set(new Date(at(2)));
    await requestFriend(t, dina!, ane!);
    t.clock.set(new Date(at(3)));
    await blockUser(t, ane!, eik!);
    await blockUser(t, finn!, ane!);
    t.clock.set(new Date(at(4)));
    const toBo = await directMessage(t, ane!, bo!, 'Hej Bo');
    t.clock.set(new Date(at(5)));
    await directMessage(t, bo!, ane!, 'Hej Ane');
    await call('PUT', `/api/chats/direct/${ane!.id}/read`, bo!, { messageId: toBo });
    await befriend(t, bo!, gry!);
    t.clock.set(new Date(at(6)));
    await directMessage(t, bo!, gry!, 'Hej Gry');
    // A help chat's lines stay in the help chat's own part.
    const helpId = await acceptedHelp(t, ane!, bo!);
    await call('POST', `/api/help/${helpId}/chat`, ane!, { message: 'Hjælp' });
    return { ane: ane!, bo: bo!, cato: cato!, dina: dina!, eik: eik!, finn: finn!, gry: gry! };
  }

  it('exports one’s friends, requests both ways, blocks and own direct messages', async () => {
    const { ane, bo, finn } = await scene();
    const data = (await call('GET', '/api/auth/export-data', ane)).json();
    expect(data.friends).toEqual([{ username: 'bodil', created_at: NOW.toISOString() }]);
    expect(data.friend_requests).toEqual([
      { direction: 'received', username: 'dina', created_at: at(2) },
      { direction: 'sent', username: 'cato', created_at: at(1) },
    ]);
    // Whom one blocked; who blocked one is not one's data, and is never told.
    expect(data.blocked_users).toEqual([{ username: 'eik', created_at: at(3) }]);
    expect(data.direct_messages).toEqual([
      { to_username: 'bodil', message: 'Hej Bo', created_at: at(4) },
    ]);
    expect(data.help_chat_messages).toEqual([expect.objectContaining({ message: 'Hjælp' })]);
    const bosData = (await call('GET', '/api/auth/export-data', bo)).json();
    expect(bosData.direct_messages).toEqual([
      { to_username: 'ane', message: 'Hej Ane', created_at: at(5) },
      { to_username: 'gry', message: 'Hej Gry', created_at: at(6) },
    ]);
    expect(bosData.help_chat_messages).toEqual([]);
    expect((await call('GET', '/api/auth/export-data', finn)).json().blocked_users).toEqual([
      { username: 'ane', created_at: at(3) },
    ]);
  });

  it('deletes every relation and direct chat of a deleted account and tells the other side', async () => {
    const { ane, bo, cato, dina, eik, finn, gry } = await scene();
    const topics = liveTopics(t.config.mqttTopicRoot);
    const listen = (user: TestUser) => t.live(user, topics.userMessages(user.id));
    const [boLive, catoLive, dinaLive] = await Promise.all([
      listen(bo),
      listen(cato),
      listen(dina),
    ]);
    const [catoRequest] = (await call('GET', '/api/friends/requests', cato)).json().received;
    const [dinaRequest] = (await call('GET', '/api/friends/requests', dina)).json().sent;
    expect((await call('GET', '/api/chats', bo)).json().chats).toHaveLength(3);

    const deleted = await call('DELETE', '/api/auth/account', ane, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await boLive.waitFor((m) => m.event.action === 'friend_removed')).event).toEqual({
      action: 'friend_removed',
      data: { userId: ane.id },
    });
    for (const [client, request] of [
      [catoLive, catoRequest],
      [dinaLive, dinaRequest],
    ] as const) {
      expect((await client.waitFor((m) => m.event.action !== 'direct_message')).event).toEqual({
        action: 'friend_request_ended',
        data: { requestId: request.id },
      });
    }
    // Bo's chats: the help chat (its request released) and Gry's; Ane's direct chat is gone.
    const bosChats = (await call('GET', '/api/chats', bo)).json().chats;
    expect(bosChats.filter((c: { type: string }) => c.type === 'direct')).toEqual([
      expect.objectContaining({ friendId: gry.id }),
    ]);
    expect((await call('GET', '/api/friends', bo)).json().friends).toEqual([
      expect.objectContaining({ friend_id: gry.id }),
    ]);
    for (const user of [cato, dina]) {
      expect((await call('GET', '/api/friends/requests', user)).json()).toEqual({
        received: [],
        sent: [],
      });
    }
    expect((await call('GET', '/api/friends/blocked', finn)).json()).toEqual({ blocked: [] });
    expect(
      (await call('POST', '/api/friends/request', eik, { receiverId: ane.id })).statusCode,
    ).toBe(404);

    // Nothing of Ane is left in the friends' tables or in any direct chat, Bo's lines included.
    const rows = (table: 'friendships' | 'friend_requests' | 'user_blocks') =>
      t.db.selectFrom(table).selectAll().execute();
    expect(await rows('friendships')).toEqual([expect.objectContaining({ created_at: at(5) })]);
    expect(await rows('friend_requests')).toEqual([]);
    expect(await rows('user_blocks')).toEqual([]);
    const direct = await t.db
      .selectFrom('chat_messages')
      .select(['chat_id', 'message'])
      .where('chat_type', '=', 'direct')
      .execute();
    expect(direct.map((line) => line.message)).toEqual(['Hej Gry']);
    const reads = await t.db.selectFrom('chat_reads').selectAll().execute();
    expect(reads.filter((read) => read.chat_type === 'direct')).toEqual([]);
  });
});
