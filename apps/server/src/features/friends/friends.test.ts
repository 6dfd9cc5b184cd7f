import { liveTopics, type LiveTopics } from '@havhjaelp/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, blockUser, requestFriend } from '../../test/friends';
import type { LiveClient } from '../../test/mqtt';
import { Slots } from '../../slots';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { PEOPLE_RELATIONS } from '../positions';
import { friendsFeature } from './index';

const NOW = new Date('2026-07-01T10:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const refusal = (code: string, error: string) => ({ code, error });
/** Nothing of the offer under test publishes; the feature is made with a live channel all the same. */
const silentLive = { topics: liveTopics('havhjaelp'), publish: () => undefined };
const NOT_FOUND = refusal('FRIEND_USER_NOT_FOUND', 'Brugeren blev ikke fundet');
const REQUEST_GONE = refusal('FRIEND_REQUEST_NOT_FOUND', 'Venneanmodningen findes ikke længere');

describe('friend requests, friendships and blocks', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  let topics: LiveTopics;
  /** Sends each listener a request and takes it back, to know when everything before has come. */
  let marker: TestUser;
  let count = 0;

  beforeAll(async () => {
    await t.start();
    topics = liveTopics(t.config.mqttTopicRoot);
    marker = await registerUser(t, 'markoer');
  });

  /** New users for one test, so the tests share an app but no relations. */
  const people = <const N extends readonly string[]>(...names: N) =>
    Promise.all(
      names.map((name) => registerUser(t, `${name}${(count += 1)}`, { boatName: `Båd ${name}` })),
    ) as Promise<{ [K in keyof N]: TestUser }>;
  const listen = (user: TestUser) => t.live(user, topics.userMessages(user.id));

  /** The events `user` was told since the last look, once everything sent before has arrived. */
  async function heard(user: TestUser, client: LiveClient) {
    const id = await requestFriend(t, marker, user);
    expect((await call('POST', `/api/friends/reject/${id}`, marker)).statusCode).toBe(200);
    await client.waitFor(
      (m) => m.event.action === 'friend_request_ended' && m.event.data.requestId === id,
    );
    const start = client.messages.findIndex((m) => m.event.data.id === id);
    const end = client.messages.findIndex((m) => m.event.data.requestId === id);
    const before = client.messages.splice(0, end + 1).slice(0, start);
    for (const message of before) expect(message.topic).toBe(topics.userMessages(user.id));
    return before.map((m) => m.event);
  }

  const answer = async (response: Awaited<ReturnType<typeof call>>) => [
    response.statusCode,
    response.json(),
  ];
  const friendsOf = async (user: TestUser) =>
    (await call('GET', '/api/friends', user)).json().friends;
  const requestsOf = async (user: TestUser) =>
    (await call('GET', '/api/friends/requests', user)).json();
  const ask = (from: TestUser, to: { id: string }) =>
    call('POST', '/api/friends/request', from, { receiverId: to.id });

  it('sends a request live to the receiver, lists it on both sides, and only the receiver accepts', async () => {
    const [anna, bo, cai] = await people('anna', 'bo', 'cai');
    const [annaLive, boLive] = await Promise.all([listen(anna), listen(bo)]);

    const sent = await ask(anna, bo);
    expect(sent.statusCode, sent.body).toBe(200);
    const requestId = sent.json().relation.requestId as string;
    expect(sent.json()).toEqual({ relation: { state: 'sent', requestId } });
    const request = {
      id: requestId,
      senderId: anna.id,
      senderUsername: anna.username,
      receiverId: bo.id,
      receiverUsername: bo.username,
      createdAt: NOW.toISOString(),
    };
    expect(await requestsOf(anna)).toEqual({ received: [], sent: [request] });
    expect(await requestsOf(bo)).toEqual({ received: [request], sent: [] });
    expect(await heard(bo, boLive)).toEqual([{ action: 'friend_request', data: request }]);

    // The sender may not accept their own request; anyone else finds none.
    expect(await answer(await call('POST', `/api/friends/accept/${requestId}`, anna))).toEqual([
      403,
      refusal('FRIEND_ACCEPT_RECEIVER_ONLY', 'Kun modtageren kan acceptere en venneanmodning'),
    ]);
    expect(await answer(await call('POST', `/api/friends/accept/${requestId}`, cai))).toEqual([
      404,
      REQUEST_GONE,
    ]);
    expect(await answer(await call('POST', `/api/friends/reject/${requestId}`, cai))).toEqual([
      404,
      REQUEST_GONE,
    ]);
    expect((await call('POST', `/api/friends/accept/${UNKNOWN_ID}`, bo)).statusCode).toBe(404);
    expect((await call('POST', `/api/friends/accept/${requestId}`)).statusCode).toBe(401);

    t.clock.advance(60_000);
    const since = t.clock.now().toISOString();
    const accepted = await call('POST', `/api/friends/accept/${requestId}`, bo);
    expect(accepted.json()).toEqual({
      friend: {
        friend_id: anna.id,
        friend_username: anna.username,
        boat_name: 'Båd anna',
        created_at: since,
      },
    });
    expect(await heard(anna, annaLive)).toEqual([
      {
        action: 'friend_accepted',
        data: {
          requestId,
          friend: {
            friend_id: bo.id,
            friend_username: bo.username,
            boat_name: 'Båd bo',
            created_at: since,
          },
        },
      },
    ]);
    expect(await friendsOf(anna)).toEqual([
      { friend_id: bo.id, friend_username: bo.username, boat_name: 'Båd bo', created_at: since },
    ]);
    expect((await friendsOf(bo)).map((f: { friend_id: string }) => f.friend_id)).toEqual([anna.id]);
    expect(await friendsOf(cai)).toEqual([]);
    expect(await requestsOf(anna)).toEqual({ received: [], sent: [] });
    expect(await answer(await call('POST', `/api/friends/accept/${requestId}`, bo))).toEqual([
      404,
      REQUEST_GONE,
    ]);
    // Nothing reached the third person, nor the accepting one.
    expect(await heard(bo, boLive)).toEqual([]);
  });

  it('refuses a request to oneself, to an unknown user, twice, and between friends', async () => {
    const [dina, emil] = await people('dina', 'emil');
    expect(await answer(await ask(dina, dina))).toEqual([
      400,
      refusal('FRIEND_SELF', 'Du kan ikke sende en venneanmodning til dig selv'),
    ]);
    expect(await answer(await ask(dina, { id: UNKNOWN_ID }))).toEqual([404, NOT_FOUND]);
    expect(await answer(await ask(dina, { id: '' }))).toEqual([
      400,
      { code: 'VALIDATION', error: 'Ugyldig bruger' },
    ]);
    expect((await ask(dina, emil)).statusCode).toBe(200);
    const pending = refusal(
      'FRIEND_REQUEST_PENDING',
      'Du har allerede sendt en venneanmodning til denne bruger',
    );
    expect(await answer(await ask(dina, emil))).toEqual([409, pending]);
    await call('POST', `/api/friends/accept/${(await requestsOf(emil)).received[0].id}`, emil);
    for (const [from, to] of [
      [dina, emil],
      [emil, dina],
    ] as const) {
      expect(await answer(await ask(from, to))).toEqual([
        409,
        refusal('FRIEND_ALREADY', 'I er allerede venner'),
      ]);
    }
    expect(await requestsOf(dina)).toEqual({ received: [], sent: [] });
  });

  it('makes friends at once when a request crosses one from the other side', async () => {
    const [frej, gry] = await people('frej', 'gry');
    const frejLive = await listen(frej);
    const first = await requestFriend(t, frej, gry);
    const crossing = await ask(gry, frej);
    expect(crossing.json()).toEqual({ relation: { state: 'friend' } });
    const [told] = await heard(frej, frejLive);
    expect(told).toEqual({
      action: 'friend_accepted',
      data: {
        requestId: first,
        friend: expect.objectContaining({ friend_id: gry.id, friend_username: gry.username }),
      },
    });
    expect((await friendsOf(frej)).length).toBe(1);
    expect((await friendsOf(gry)).length).toBe(1);
    expect(await requestsOf(frej)).toEqual({ received: [], sent: [] });
    expect(await requestsOf(gry)).toEqual({ received: [], sent: [] });
  });

  it('lets the receiver reject and the sender cancel, telling the other; then asking again works', async () => {
    const [hans, ida] = await people('hans', 'ida');
    const [hansLive, idaLive] = await Promise.all([listen(hans), listen(ida)]);

    const rejected = await requestFriend(t, hans, ida);
    expect((await call('POST', `/api/friends/reject/${rejected}`, ida)).json()).toEqual({
      success: true,
    });
    const cancelled = await requestFriend(t, hans, ida);
    expect((await call('POST', `/api/friends/reject/${cancelled}`, hans)).statusCode).toBe(200);

    expect(await heard(hans, hansLive)).toEqual([
      { action: 'friend_request_ended', data: { requestId: rejected } },
    ]);
    expect((await heard(ida, idaLive)).map((e) => e.action)).toEqual([
      'friend_request',
      'friend_request',
      'friend_request_ended',
    ]);
    expect(await requestsOf(ida)).toEqual({ received: [], sent: [] });
    expect(await answer(await call('POST', `/api/friends/reject/${cancelled}`, hans))).toEqual([
      404,
      REQUEST_GONE,
    ]);
    expect((await ask(ida, hans)).json().relation.state).toBe('sent');
  });

  it('ends a friendship for both with remove, telling the other', async () => {
    const [jens, kim, lis] = await people('jens', 'kim', 'lis');
    await befriend(t, jens, kim);
    const kimLive = await listen(kim);
    const notFriends = refusal('FRIEND_NOT_FRIENDS', 'I er ikke venner');
    expect(await answer(await call('DELETE', `/api/friends/${jens.id}`, lis))).toEqual([
      404,
      notFriends,
    ]);
    expect(await answer(await call('DELETE', `/api/friends/${jens.id}`, jens))).toEqual([
      404,
      notFriends,
    ]);
    expect((await call('DELETE', `/api/friends/${kim.id}`, jens)).json()).toEqual({
      success: true,
    });
    expect(await heard(kim, kimLive)).toEqual([
      { action: 'friend_removed', data: { userId: jens.id } },
    ]);
    expect(await friendsOf(jens)).toEqual([]);
    expect(await friendsOf(kim)).toEqual([]);
    expect(await answer(await call('DELETE', `/api/friends/${jens.id}`, kim))).toEqual([
      404,
      notFriends,
    ]);
  });

  it('a block ends friendship and requests both ways, tells only what ended, and hides the blocker', async () => {
    const [mads, nora, ole, pia] = await people('mads', 'nora', 'ole', 'pia');
    await befriend(t, mads, nora);
    await requestFriend(t, ole, mads);
    await requestFriend(t, mads, pia);
    const [noraLive, oleLive, piaLive] = await Promise.all([
      listen(nora),
      listen(ole),
      listen(pia),
    ]);
    for (const blocked of [nora, ole, pia]) {
      t.clock.advance(1_000);
      expect(
        (await call('POST', '/api/friends/block', mads, { userId: blocked.id })).json(),
      ).toEqual({ success: true });
    }
    // Each is told as a removal or an ended request would tell them, never of a block.
    expect(await heard(nora, noraLive)).toEqual([
      { action: 'friend_removed', data: { userId: mads.id } },
    ]);
    expect((await heard(ole, oleLive)).map((e) => e.action)).toEqual(['friend_request_ended']);
    expect((await heard(pia, piaLive)).map((e) => e.action)).toEqual(['friend_request_ended']);
    expect(await friendsOf(mads)).toEqual([]);
    expect(await friendsOf(nora)).toEqual([]);
    expect(await requestsOf(mads)).toEqual({ received: [], sent: [] });
    const blockedAt = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect((await call('GET', '/api/friends/blocked', mads)).json()).toEqual({
      blocked: [
        { userId: pia.id, username: pia.username, blockedAt: blockedAt(3_000) },
        { userId: ole.id, username: ole.username, blockedAt: blockedAt(2_000) },
        { userId: nora.id, username: nora.username, blockedAt: blockedAt(1_000) },
      ],
    });

    // The blocked user meets the blocker as an unknown user; the blocker is told to unblock.
    expect(await answer(await ask(nora, mads))).toEqual([404, NOT_FOUND]);
    expect(await answer(await ask(mads, nora))).toEqual([
      409,
      refusal('FRIEND_YOU_BLOCKED', 'Du har blokeret denne bruger. Fjern blokeringen først.'),
    ]);
    expect(
      await answer(
        await call('POST', `/api/friends/messages/${mads.id}`, nora, { message: 'Hej' }),
      ),
    ).toEqual([403, refusal('FRIEND_DM_FRIENDS_ONLY', 'Du kan kun skrive med dine venner')]);

    // Blocking back is allowed and tells nothing; each side lifts only their own block.
    expect((await call('POST', '/api/friends/block', nora, { userId: mads.id })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/friends/block', mads, { userId: nora.id })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/friends/block/${nora.id}`, mads)).json()).toEqual({
      success: true,
    });
    expect(await answer(await ask(mads, nora))).toEqual([404, NOT_FOUND]);
    const notBlocked = refusal('FRIEND_NOT_BLOCKED', 'Brugeren er ikke blokeret');
    expect(await answer(await call('DELETE', `/api/friends/block/${nora.id}`, mads))).toEqual([
      404,
      notBlocked,
    ]);
    expect(await answer(await call('DELETE', `/api/friends/block/${UNKNOWN_ID}`, mads))).toEqual([
      404,
      notBlocked,
    ]);
    expect((await call('DELETE', `/api/friends/block/${mads.id}`, nora)).statusCode).toBe(200);
    expect((await ask(mads, nora)).json().relation.state).toBe('sent');
    expect((await heard(nora, noraLive)).map((e) => e.action)).toEqual(['friend_request']);
  });

  it('refuses blocking oneself or an unknown user, and answers a repeated block alike', async () => {
    const [rolf, sara] = await people('rolf', 'sara');
    expect(
      await answer(await call('POST', '/api/friends/block', rolf, { userId: rolf.id })),
    ).toEqual([400, refusal('FRIEND_BLOCK_SELF', 'Du kan ikke blokere dig selv')]);
    expect(
      await answer(await call('POST', '/api/friends/block', rolf, { userId: UNKNOWN_ID })),
    ).toEqual([404, NOT_FOUND]);
    await blockUser(t, rolf, sara);
    t.clock.advance(5_000);
    await blockUser(t, rolf, sara);
    expect((await call('GET', '/api/friends/blocked', rolf)).json().blocked).toEqual([
      { userId: sara.id, username: sara.username, blockedAt: expect.any(String) },
    ]);
    expect((await call('GET', '/api/friends/blocked', sara)).json()).toEqual({ blocked: [] });
  });

  it('tells the positions feature who is friends with whom and where a block stands, either way', async () => {
    const [tove, uffe, vera, will] = await people('tove', 'uffe', 'vera', 'will');
    await befriend(t, tove, uffe);
    await requestFriend(t, tove, will);
    await blockUser(t, tove, vera);
    await blockUser(t, will, tove);
    // The feature's offer to the slot, as the app hands it to positions.
    const feature = friendsFeature({ db: t.db, now: () => NOW, live: silentLive });
    const relations = new Slots(feature.offers ?? []).one(PEOPLE_RELATIONS);
    expect(await relations.friendsOf(tove.id)).toEqual([uffe.id]);
    expect(await relations.friendsOf(uffe.id)).toEqual([tove.id]);
    expect(await relations.friendsOf(vera.id)).toEqual([]);
    expect((await relations.blockedWith(tove.id)).sort()).toEqual([vera.id, will.id].sort());
    expect(await relations.blockedWith(vera.id)).toEqual([tove.id]);
    expect(await relations.blockedWith(will.id)).toEqual([tove.id]);
    expect(await relations.blockedWith(uffe.id)).toEqual([]);
  });
});
