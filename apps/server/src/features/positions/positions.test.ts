import { liveTopics } from '@havhjaelp/common/live';
import { POSITION_MESSAGES } from '@havhjaelp/common/positions';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { befriend, blockUser } from '../../test/friends';
import { positionsSeenBy, reportFix, setSharing } from '../../test/positions';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, registerUser, type TestUser } from '../../test/users';
import { areaOf } from './rules';
import { pruneOldFixes } from './service';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const t = useTestApp({ clock: NOW });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const AT_SEA = { lat: 55.712_345_6, lng: 12.654_321_9 };
const precise = (user: TestUser, fix = AT_SEA, accuracy = 10) => ({
  userId: user.id,
  username: user.username,
  boatName: user.boatName,
  position: fix,
  accuracy,
  updatedAt: expect.any(String),
});

async function start(...names: string[]): Promise<TestUser[]> {
  await t.start();
  const users: TestUser[] = [];
  for (const name of names) users.push(await registerUser(t, name, { boatName: `${name}s båd` }));
  return users;
}

const sharing = async (user: TestUser) =>
  (await callApi(t, 'GET', '/api/me/position-sharing', user.token)).json();
const historyOf = (user: TestUser) =>
  t.db
    .selectFrom('position_log')
    .select(['lat', 'lng'])
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .execute();

describe('the sharing switch', () => {
  it('starts off at 30 s, turns on with an interval, and keeps the interval when turned off', async () => {
    const [me] = await start('skipper');
    expect(await sharing(me!)).toEqual({ enabled: false, intervalSeconds: 30 });
    const on = await callApi(t, 'PUT', '/api/me/position-sharing', me!.token, {
      enabled: true,
      intervalSeconds: 300,
    });
    expect(on.json()).toEqual({ enabled: true, intervalSeconds: 300 });
    expect(await sharing(me!)).toEqual({ enabled: true, intervalSeconds: 300 });
    await setSharing(t, me!, { enabled: false });
    expect(await sharing(me!)).toEqual({ enabled: false, intervalSeconds: 300 });
  });

  it.each([
    [
      'an interval the guide does not offer',
      { enabled: true, intervalSeconds: 45 },
      POSITION_MESSAGES.intervalUnknown,
    ],
    ['no switch', { intervalSeconds: 30 }, POSITION_MESSAGES.enabledRequired],
  ])('refuses %s in Danish', async (_case, body, message) => {
    const [me] = await start('skipper');
    const refused = await callApi(t, 'PUT', '/api/me/position-sharing', me!.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
    expect(await sharing(me!)).toEqual({ enabled: false, intervalSeconds: 30 });
  });

  it('refuses a visitor every route', async () => {
    await start();
    const calls = [
      ['GET', '/api/positions', undefined],
      ['GET', '/api/me/position-sharing', undefined],
      ['PUT', '/api/me/position-sharing', { enabled: true }],
      ['PUT', '/api/me/position', { ...AT_SEA, accuracy: 5, source: 'gps' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await callApi(t, method, url, undefined, body)).statusCode, url).toBe(401);
    }
    expect(await t.db.selectFrom('positions_latest').selectAll().execute()).toEqual([]);
  });
});

describe('reporting a fix', () => {
  it.each([
    [
      'a latitude past the pole',
      { lat: 90.5, lng: 12, accuracy: 5, source: 'gps' },
      POSITION_MESSAGES.latitudeRange,
    ],
    [
      'a longitude past the antimeridian',
      { lat: 55, lng: -181, accuracy: 5, source: 'gps' },
      POSITION_MESSAGES.longitudeRange,
    ],
    [
      'a negative accuracy',
      { lat: 55, lng: 12, accuracy: -1, source: 'gps' },
      POSITION_MESSAGES.accuracyRange,
    ],
    [
      'an unknown source',
      { lat: 55, lng: 12, accuracy: 5, source: 'radio' },
      POSITION_MESSAGES.sourceUnknown,
    ],
    ['no position', { accuracy: 5, source: 'gps' }, POSITION_MESSAGES.positionRequired],
  ])('refuses %s in Danish and keeps nothing', async (_case, body, message) => {
    const [me] = await start('skipper');
    const refused = await callApi(t, 'PUT', '/api/me/position', me!.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
    expect(await t.db.selectFrom('positions_latest').selectAll().execute()).toEqual([]);
  });

  it('keeps the latest fix whatever the switch, and a history only while sharing', async () => {
    const [me] = await start('skipper');
    await reportFix(t, me!, { lat: 55.1, lng: 12.1 });
    t.clock.advance(MINUTE);
    await reportFix(t, me!, { lat: 55.2, lng: 12.2, accuracy: 40, source: 'wifi' });
    expect(await historyOf(me!)).toEqual([]);
    expect(await t.db.selectFrom('positions_latest').selectAll().execute()).toEqual([
      {
        user_id: me!.id,
        lat: 55.2,
        lng: 12.2,
        accuracy: 40,
        source: 'wifi',
        updated_at: new Date(NOW.getTime() + MINUTE).toISOString(),
      },
    ]);

    await setSharing(t, me!, { enabled: true });
    await reportFix(t, me!, { lat: 55.3, lng: 12.3 });
    t.clock.advance(MINUTE);
    await reportFix(t, me!, { lat: 55.4, lng: 12.4 });
    expect(await historyOf(me!)).toEqual([
      { lat: 55.3, lng: 12.3 },
      { lat: 55.4, lng: 12.4 },
    ]);

    // Off ends the history: what was kept goes, and no more is added.
    await setSharing(t, me!, { enabled: false });
    expect(await historyOf(me!)).toEqual([]);
    await reportFix(t, me!, { lat: 55.5, lng: 12.5 });
    expect(await historyOf(me!)).toEqual([]);
    const latest = await t.db.selectFrom('positions_latest').select(['lat', 'lng']).execute();
    expect(latest).toEqual([{ lat: 55.5, lng: 12.5 }]);
  });

  it('keeps a later fix when an earlier one arrives after it', async () => {
    const [me] = await start('skipper');
    t.clock.advance(MINUTE);
    await reportFix(t, me!, { lat: 55.2, lng: 12.2 });
    t.clock.advance(-MINUTE);
    await reportFix(t, me!, { lat: 55.1, lng: 12.1 });
    const latest = await t.db.selectFrom('positions_latest').select(['lat', 'lng']).execute();
    expect(latest).toEqual([{ lat: 55.2, lng: 12.2 }]);
  });

  it('never keeps a history after sharing is turned off, however the reports cross the switch', async () => {
    const [me] = await start('skipper');
    await setSharing(t, me!, { enabled: true });
    const reports = Array.from({ length: 20 }, (_, i) =>
      reportFix(t, me!, { lat: 55 + i / 100, lng: 12 }),
    );
    const off = setSharing(t, me!, { enabled: false });
    await Promise.all([...reports, off]);
    // Whatever came before the switch was deleted with it, and nothing after it was kept (on
    // PostgreSQL the reports and the switch run side by side).
    expect(await historyOf(me!)).toEqual([]);
  });
});

describe('what others see', () => {
  it('shows a friend the precise fix, a stranger only the area, and a visitor nothing', async () => {
    const [sharer, friend, stranger] = await start('sharer', 'friend', 'stranger');
    await befriend(t, sharer!, friend!);
    await setSharing(t, sharer!, { enabled: true });
    await reportFix(t, sharer!, { ...AT_SEA, accuracy: 7 });

    expect(await positionsSeenBy(t, friend!)).toEqual({
      friends: [precise(sharer!, AT_SEA, 7)],
      others: [],
      partners: [],
    });
    const strangerSees = await positionsSeenBy(t, stranger!);
    expect(strangerSees).toEqual({
      friends: [],
      others: [
        {
          userId: sharer!.id,
          username: 'sharer',
          boatName: 'sharers båd',
          area: areaOf(AT_SEA),
          updatedAt: NOW.toISOString(),
        },
      ],
      partners: [],
    });
    expect(JSON.stringify(strangerSees)).not.toContain(String(AT_SEA.lat));
    expect((await callApi(t, 'GET', '/api/positions')).statusCode).toBe(401);
    // The sharer does not see themself.
    expect(await positionsSeenBy(t, sharer!)).toEqual({ friends: [], others: [], partners: [] });
  });

  it('shows nothing to someone blocked, either way, friend or not', async () => {
    const [sharer, blockedByMe, blockedMe, friendBlocked] = await start(
      'sharer',
      'blockedbyme',
      'blockedme',
      'friendblocked',
    );
    await blockUser(t, sharer!, blockedByMe!);
    await blockUser(t, blockedMe!, sharer!);
    await befriend(t, sharer!, friendBlocked!);
    await blockUser(t, friendBlocked!, sharer!);
    await setSharing(t, sharer!, { enabled: true });
    await reportFix(t, sharer!, AT_SEA);
    for (const viewer of [blockedByMe!, blockedMe!, friendBlocked!]) {
      expect(await positionsSeenBy(t, viewer)).toEqual({ friends: [], others: [], partners: [] });
    }
  });

  it('hides a user from every answer at once when sharing goes off, and shows nothing before it is on', async () => {
    const [sharer, friend, stranger] = await start('sharer', 'friend', 'stranger');
    await befriend(t, sharer!, friend!);
    await reportFix(t, sharer!, AT_SEA);
    const nothing = { friends: [], others: [], partners: [] };
    expect(await positionsSeenBy(t, friend!)).toEqual(nothing);
    expect(await positionsSeenBy(t, stranger!)).toEqual(nothing);

    await setSharing(t, sharer!, { enabled: true });
    expect((await positionsSeenBy(t, friend!)).friends).toHaveLength(1);
    expect((await positionsSeenBy(t, stranger!)).others).toHaveLength(1);

    await setSharing(t, sharer!, { enabled: false });
    expect(await positionsSeenBy(t, friend!)).toEqual(nothing);
    expect(await positionsSeenBy(t, stranger!)).toEqual(nothing);
  });

  it('shows a fix for 30 minutes and not a moment longer', async () => {
    const [sharer, friend, stranger] = await start('sharer', 'friend', 'stranger');
    await befriend(t, sharer!, friend!);
    await setSharing(t, sharer!, { enabled: true });
    await reportFix(t, sharer!, AT_SEA);
    t.clock.advance(30 * MINUTE);
    expect((await positionsSeenBy(t, friend!)).friends).toHaveLength(1);
    expect((await positionsSeenBy(t, stranger!)).others).toHaveLength(1);
    t.clock.advance(1);
    expect((await positionsSeenBy(t, friend!)).friends).toEqual([]);
    expect((await positionsSeenBy(t, stranger!)).others).toEqual([]);
  });
});

describe('the helper on the way', () => {
  const topicsOf = () => liveTopics(t.config.mqttTopicRoot);

  it('shows owner and accepted helper each other precisely, whatever the switch, live too, until the request is closed', async () => {
    const [owner, helper, other] = await start('ejer', 'hjaelper', 'anden');
    const topics = topicsOf();
    const ownerLive = await t.live(owner, topics.userMessages(owner!.id), topics.helpNew);
    const otherLive = await t.live(
      other,
      topics.userMessages(other!.id),
      topics.helpNew,
      topics.helpUpdate,
      topics.helpResponse,
    );
    // Nobody shares; an offer alone shows nothing.
    const id = await acceptedHelp(t, owner!, helper!);
    await reportFix(t, owner!, { lat: 55.6, lng: 12.6 });
    await reportFix(t, helper!, AT_SEA);

    const seen = await ownerLive.waitFor((m) => m.event.action === 'helper_position');
    expect(seen.event.data).toEqual({ ...precise(helper!), requestId: id, role: 'helper' });
    expect(await positionsSeenBy(t, owner!)).toEqual({
      friends: [],
      others: [],
      partners: [{ ...precise(helper!), requestId: id, role: 'helper' }],
    });
    expect((await positionsSeenBy(t, helper!)).partners).toEqual([
      { ...precise(owner!, { lat: 55.6, lng: 12.6 }), requestId: id, role: 'owner' },
    ]);
    expect(await positionsSeenBy(t, other!)).toEqual({ friends: [], others: [], partners: [] });

    const closed = await callApi(t, 'POST', `/api/help/${id}/close`, owner!.token, {});
    expect(closed.statusCode, closed.body).toBe(200);
    await reportFix(t, helper!, { lat: 55.8, lng: 12.8 });
    expect((await positionsSeenBy(t, owner!)).partners).toEqual([]);
    expect((await positionsSeenBy(t, helper!)).partners).toEqual([]);

    // A later event shows all earlier ones arrived: the owner had the helper's fix during the call
    // and not after it, the other member's topics carried none of it.
    const marker = await createHelp(t, other!);
    for (const client of [ownerLive, otherLive]) {
      await client.waitFor(
        (m) => m.event.action === 'new_help_request' && m.event.data.id === marker,
      );
    }
    expect(otherLive.messages.filter((m) => m.event.action === 'helper_position')).toEqual([]);
    const ownerFixes = ownerLive.messages.filter((m) => m.event.action === 'helper_position');
    expect(ownerFixes.map((m) => m.event.data.position)).toEqual([AT_SEA]);
  });

  it('stops when the owner cancels, and leaves out a partner blocked either way', async () => {
    const [owner, helper] = await start('ejer', 'hjaelper');
    const id = await acceptedHelp(t, owner!, helper!);
    await reportFix(t, helper!, AT_SEA);
    expect((await positionsSeenBy(t, owner!)).partners).toHaveLength(1);

    await blockUser(t, owner!, helper!);
    expect((await positionsSeenBy(t, owner!)).partners).toEqual([]);
    expect((await positionsSeenBy(t, helper!)).partners).toEqual([]);
    const unblocked = await callApi(t, 'DELETE', `/api/friends/block/${helper!.id}`, owner!.token);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect((await positionsSeenBy(t, owner!)).partners).toHaveLength(1);

    const cancelled = await callApi(t, 'PUT', `/api/help/${id}`, owner!.token, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await positionsSeenBy(t, owner!)).partners).toEqual([]);
  });
});

describe('the account hooks and retention', () => {
  it('exports the switch, the latest fix and the history, and deletes them with the account', async () => {
    const [me, other] = await start('skipper', 'anden');
    await setSharing(t, me!, { enabled: true, intervalSeconds: 600 });
    await reportFix(t, me!, { lat: 55.1, lng: 12.1, accuracy: 5, source: 'gps' });
    t.clock.advance(MINUTE);
    await reportFix(t, me!, { lat: 55.2, lng: 12.2, accuracy: 50, source: 'ip' });
    await setSharing(t, other!, { enabled: true });
    await reportFix(t, other!, { lat: 56, lng: 11 });

    const data = (await callApi(t, 'GET', '/api/auth/export-data', me!.token)).json();
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(data.position_sharing).toEqual({ enabled: true, interval_seconds: 600 });
    expect(data.position_latest).toEqual({
      lat: 55.2,
      lng: 12.2,
      accuracy: 50,
      source: 'ip',
      created_at: at(MINUTE),
    });
    expect(data.position_history).toEqual([
      { lat: 55.1, lng: 12.1, accuracy: 5, source: 'gps', created_at: at(0) },
      { lat: 55.2, lng: 12.2, accuracy: 50, source: 'ip', created_at: at(MINUTE) },
    ]);

    const gone = await callApi(t, 'DELETE', '/api/auth/account', me!.token, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    for (const table of ['position_settings', 'positions_latest', 'position_log'] as const) {
      const left = await t.db.selectFrom(table).select('user_id').execute();
      expect(left, table).toEqual([{ user_id: other!.id }]);
    }
  });

  it('exports the default switch and no fixes for a user who never shared', async () => {
    const [me] = await start('skipper');
    const data = (await callApi(t, 'GET', '/api/auth/export-data', me!.token)).json();
    expect(data.position_sharing).toEqual({ enabled: false, interval_seconds: 30 });
    expect(data.position_latest).toBeNull();
    expect(data.position_history).toEqual([]);
  });

  it('deletes history and latest fixes older than 90 days, and nothing younger', async () => {
    const [old] = await start('gammel');
    await setSharing(t, old!, { enabled: true });
    await reportFix(t, old!, { lat: 55.1, lng: 12.1 });
    // Two days later (sessions last a day: this one logs in then).
    t.clock.advance(2 * DAY);
    const recent = await registerUser(t, 'nyere');
    await setSharing(t, recent, { enabled: true });
    await reportFix(t, recent, { lat: 55.2, lng: 12.2 });

    t.clock.advance(89 * DAY);
    expect(await pruneOldFixes({ db: t.db, now: t.clock.now })).toEqual({ log: 1, latest: 1 });
    expect(await historyOf(old!)).toEqual([]);
    expect(await historyOf(recent)).toEqual([{ lat: 55.2, lng: 12.2 }]);
    const latest = await t.db.selectFrom('positions_latest').select('user_id').execute();
    expect(latest).toEqual([{ user_id: recent.id }]);
  });
});
