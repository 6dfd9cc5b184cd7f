import { DEFAULT_PUSH_PREFERENCES } from '@havhjaelp/common/push';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../../config';
import type { FakePushService, FakeSubscriber } from '../../test/fake-push-service';
import { befriend, directMessage, requestFriend } from '../../test/friends';
import { reportFix } from '../../test/positions';
import { fakePushServiceFor, subscribedBrowser } from '../../test/push';
import { useTestApp } from '../../test/use-test-app';
import {
  acceptedHelp,
  AT_COPENHAGEN,
  createHelp,
  expectOk,
  offerHelp,
  registerUser,
} from '../../test/users';

/** About 37 km from Copenhagen (Roskilde), and about 160 km (Aarhus). */
const NEAR = { lat: 55.641, lng: 12.08 };
const FAR = { lat: 56.157, lng: 10.211 };

/** Long enough for a push the app would wrongly send to have arrived. */
const SETTLE_MS = 400;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const t = useTestApp({ clock: new Date('2026-06-01T10:00:00.000Z') });
let service: FakePushService;
let names = 0;
const user = (prefix: string) => registerUser(t, `${prefix}${(names += 1)}`);

beforeAll(async () => {
  const fake = await fakePushServiceFor(() => t);
  service = fake.service;
  await t.start({
    PUSH_SERVICE_ORIGINS: [...DEFAULT_PUSH_SERVICE_ORIGINS, service.origin].join(','),
  });
  await fake.readKey();
});
afterAll(() => service.close());

/** Waits until `browser` has received `count` messages, then a little more for any extra. */
async function received(browser: FakeSubscriber, count: number) {
  await vi.waitFor(() => expect(browser.received.length).toBeGreaterThanOrEqual(count), {
    timeout: 5_000,
  });
  await settle();
  return browser.received;
}

describe('the VAPID keys', () => {
  it('are made once and kept in the database, so every instance signs with the same pair', async () => {
    const first = await expectOk('key', await t.call('GET', '/api/push/vapid-public-key'));
    const again = await expectOk('key', await t.call('GET', '/api/push/vapid-public-key'));
    expect(again.publicKey).toBe(first.publicKey);
    const rows = await t.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(rows.map((row) => row.public_key)).toEqual([first.publicKey]);
  });

  it('come from the configuration when it names them', async () => {
    const keys = webpush.generateVAPIDKeys();
    await t.start({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    const body = await expectOk('key', await t.call('GET', '/api/push/vapid-public-key'));
    expect(body.publicKey).toBe(keys.publicKey);
    expect(await t.db.selectFrom('push_vapid_keys').selectAll().execute()).toEqual([]);
  });
});

describe('subscribing', () => {
  it.each([
    ['a push service not on the list', 'https://push.example.com/abc'],
    ['the loopback on another port', 'http://127.0.0.1:1/push/x'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an allowed name before another host', 'https://fcm.googleapis.com@evil.example/x'],
    ['a look-alike of an allowed host', 'https://fcm.googleapis.com.evil.example/x'],
  ])('refuses %s with a Danish 400', async (_case, endpoint) => {
    const ane = await user('ane');
    const browser = service.subscriber();
    const response = await t.call('POST', '/api/push/subscribe', ane, {
      ...browser.subscription,
      endpoint,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Push-adressen hører ikke til en kendt push-tjeneste',
      code: 'PUSH_ENDPOINT_NOT_ALLOWED',
    });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('refuses broken keys and endpoints in Danish', async () => {
    const ane = await user('ane');
    const browser = service.subscriber();
    const badKeys = await t.call('POST', '/api/push/subscribe', ane, {
      endpoint: browser.subscription.endpoint,
      keys: { p256dh: 'kort', auth: 'ogsåikke/gyldig' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().error).toContain('nøgler er ugyldige');
    const badEndpoint = await t.call('POST', '/api/push/subscribe', ane, {
      ...browser.subscription,
      endpoint: 'javascript:alert(1)',
    });
    expect(badEndpoint.statusCode).toBe(400);
    expect(badEndpoint.json().error).toBe('Push-adressen er ugyldig');
  });

  it("forgets one's own subscription, and finds no one else's", async () => {
    const ane = await user('ane');
    const bo = await user('bo');
    const browser = await subscribedBrowser(t, service, ane, {});
    const { endpoint } = browser.subscription;
    const bos = await t.call('DELETE', '/api/push/subscribe', bo, { endpoint });
    expect(bos.statusCode).toBe(404);
    expect(bos.json().code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([
      { endpoint },
    ]);
    expect((await t.call('DELETE', '/api/push/subscribe', ane, { endpoint })).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('keeps at most ten browsers per person, the newest', async () => {
    const ane = await user('ane');
    const browsers: FakeSubscriber[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1_000);
      browsers.push(await subscribedBrowser(t, service, ane, {}));
    }
    const kept = await t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
  });
});

describe('preferences', () => {
  it('are all off until chosen, and read back as saved', async () => {
    const ane = await user('ane');
    expect(await expectOk('get', await t.call('GET', '/api/push/preferences', ane))).toEqual(
      DEFAULT_PUSH_PREFERENCES,
    );
    const chosen = {
      ...DEFAULT_PUSH_PREFERENCES,
      critical: true,
      radiusKm: 80,
      home: NEAR,
      chat: true,
    };
    expect(
      await expectOk('put', await t.call('PUT', '/api/push/preferences', ane, chosen)),
    ).toEqual(chosen);
    expect(await expectOk('get', await t.call('GET', '/api/push/preferences', ane))).toEqual(
      chosen,
    );
  });

  it.each([
    ['a radius of 0', { radiusKm: 0 }, 'Radius skal være et helt antal km mellem 1 og 200'],
    ['a radius of 201', { radiusKm: 201 }, 'Radius skal være et helt antal km mellem 1 og 200'],
    ['a radius of 2.5', { radiusKm: 2.5 }, 'Radius skal være et helt antal km mellem 1 og 200'],
    ['a home off the globe', { home: { lat: 91, lng: 0 } }, undefined],
    ['a choice left out', { chat: undefined }, 'Angiv om du vil have besked (til eller fra)'],
  ])('refuse %s', async (_case, change, message) => {
    const ane = await user('ane');
    const response = await t.call('PUT', '/api/push/preferences', ane, {
      ...DEFAULT_PUSH_PREFERENCES,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
    expect(await expectOk('get', await t.call('GET', '/api/push/preferences', ane))).toEqual(
      DEFAULT_PUSH_PREFERENCES,
    );
  });

  it('keep the targeting fix only while critical or urgent calls are chosen', async () => {
    const ane = await user('ane');
    const kept = () =>
      t.db
        .selectFrom('push_targeting')
        .select(['lat', 'lng'])
        .where('user_id', '=', ane.id)
        .execute();
    await reportFix(t, ane, NEAR);
    expect(await kept()).toEqual([]);
    await subscribedBrowser(t, service, ane, { urgent: true });
    await reportFix(t, ane, NEAR);
    expect(await kept()).toEqual([NEAR]);
    await subscribedBrowser(t, service, ane, { chat: true });
    expect(await kept()).toEqual([]);
  });
});

describe('a new call nearby', () => {
  it('is pushed, signed and encrypted, to those whose area holds it, and to nobody else', async () => {
    const owner = await user('ejer');
    const near = await user('naer');
    const far = await user('fjern');
    const home = await user('hjem');
    const off = await user('fra');
    const urgentOnly = await user('haster');
    const nearBrowser = await subscribedBrowser(t, service, near, { critical: true });
    await reportFix(t, near, NEAR);
    const farBrowser = await subscribedBrowser(t, service, far, { critical: true });
    await reportFix(t, far, FAR);
    const homeBrowser = await subscribedBrowser(t, service, home, { critical: true, home: NEAR });
    await reportFix(t, home, FAR);
    const offBrowser = await subscribedBrowser(t, service, off, { chat: true });
    await reportFix(t, off, NEAR);
    const urgentBrowser = await subscribedBrowser(t, service, urgentOnly, { urgent: true });
    await reportFix(t, urgentOnly, NEAR);
    const ownerBrowser = await subscribedBrowser(t, service, owner, { critical: true });
    await reportFix(t, owner, AT_COPENHAGEN);

    const id = await createHelp(t, owner, {
      priority: 'critical',
      description: 'Hemmelig beskrivelse: nøglen ligger under måtten',
      vesselName: 'Havørnen',
    });
    const [payload] = await received(nearBrowser, 1);
    expect(payload).toEqual({
      kind: 'call',
      title: 'Kritisk kald i nærheden',
      body: 'Motorstop · Havørnen · 17 sm væk',
      url: `/?call=${id}`,
      tag: `call-${id}`,
    });
    expect(JSON.stringify(payload)).not.toContain('Hemmelig');
    expect(homeBrowser.received).toHaveLength(1);
    expect(farBrowser.received).toEqual([]);
    expect(offBrowser.received).toEqual([]);
    expect(urgentBrowser.received).toEqual([]);
    expect(ownerBrowser.received).toEqual([]);
    expect(service.refusals).toEqual([]);
  });

  it('is pushed when urgent only to those who chose urgent calls, and never when normal', async () => {
    const owner = await user('ejer');
    const critical = await user('kritisk');
    const urgent = await user('haster');
    const criticalBrowser = await subscribedBrowser(t, service, critical, {
      critical: true,
      home: NEAR,
    });
    const urgentBrowser = await subscribedBrowser(t, service, urgent, { urgent: true, home: NEAR });
    await createHelp(t, owner, { priority: 'normal' });
    await createHelp(t, owner, { priority: 'urgent' });
    const [payload] = await received(urgentBrowser, 1);
    expect(payload!.title).toBe('Haster: kald i nærheden');
    expect(urgentBrowser.received).toHaveLength(1);
    expect(criticalBrowser.received).toEqual([]);
  });

  it('deletes a subscription the push service no longer knows (410, 404)', async () => {
    const owner = await user('ejer');
    const gone = await user('vaek');
    const goneBrowser = await subscribedBrowser(t, service, gone, { critical: true, home: NEAR });
    const unknownBrowser = await subscribedBrowser(t, service, gone, {
      critical: true,
      home: NEAR,
    });
    const stays = await user('bliver');
    const staysBrowser = await subscribedBrowser(t, service, stays, { critical: true, home: NEAR });
    service.answer(goneBrowser, 410);
    service.answer(unknownBrowser, 404);
    await createHelp(t, owner, { priority: 'critical' });
    await received(staysBrowser, 1);
    await vi.waitFor(async () =>
      expect(
        await t.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', gone.id)
          .execute(),
      ).toEqual([]),
    );
    const kept = await t.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'last_sent_at'])
      .where('user_id', '=', stays.id)
      .execute();
    expect(kept).toEqual([
      { endpoint: staysBrowser.subscription.endpoint, last_sent_at: expect.any(String) },
    ]);
  });
});

describe("one's own calls and friends", () => {
  it('tell the other participant of offers, acceptance and status, as each chose', async () => {
    const owner = await user('ejer');
    const helper = await user('hjaelper');
    const ownerBrowser = await subscribedBrowser(t, service, owner, { offers: true });
    const helperBrowser = await subscribedBrowser(t, service, helper, { offers: true });
    const id = await acceptedHelp(t, owner, helper, { vesselName: 'Måsen' });
    await received(ownerBrowser, 1);
    await received(helperBrowser, 1);
    expect(ownerBrowser.received.map((p) => [p.kind, p.title])).toEqual([
      ['offer', 'Nyt tilbud om hjælp'],
    ]);
    expect(helperBrowser.received.map((p) => [p.kind, p.body, p.url])).toEqual([
      ['accepted', 'Måsen venter på din hjælp', `/?call=${id}`],
    ]);
    await expectOk('on way', await t.call('PUT', `/api/help/${id}`, helper, { status: 'on_way' }));
    await received(ownerBrowser, 2);
    expect(ownerBrowser.received[1]!.title).toBe('Hjælperen er på vej');
    expect(helperBrowser.received).toHaveLength(1);
  });

  it('are not pushed to someone who did not choose them', async () => {
    const owner = await user('ejer');
    const helper = await user('hjaelper');
    const ownerBrowser = await subscribedBrowser(t, service, owner, { chat: true });
    const helperBrowser = await subscribedBrowser(t, service, helper, { offers: true });
    const id = await createHelp(t, owner);
    await offerHelp(t, id, helper);
    await settle();
    expect(ownerBrowser.received).toEqual([]);
    expect(helperBrowser.received).toEqual([]);
  });

  it('push a chat line to the other participant only while their app is closed', async () => {
    const owner = await user('ejer');
    const helper = await user('hjaelper');
    const ownerBrowser = await subscribedBrowser(t, service, owner, { chat: true });
    const id = await acceptedHelp(t, owner, helper);
    const line = (message: string) =>
      t.call('POST', `/api/help/${id}/chat`, helper, { message }).then((r) => expectOk('chat', r));
    await line('Jeg kan se jer nu');
    const [payload] = await received(ownerBrowser, 1);
    expect(payload).toMatchObject({
      kind: 'chat',
      body: 'Jeg kan se jer nu',
      url: `/?call=${id}`,
    });
    const open = await t.live(owner);
    await line('Kaster en line over');
    await settle();
    expect(ownerBrowser.received).toHaveLength(1);
    await open.end();
    await line('Så er vi der');
    await received(ownerBrowser, 2);
    expect(ownerBrowser.received[1]!.body).toBe('Så er vi der');
  });

  it('push direct messages and friend requests to the receiver only', async () => {
    const ane = await user('ane');
    const bo = await user('bo');
    const aneBrowser = await subscribedBrowser(t, service, ane, {
      directMessages: true,
      friendRequests: true,
    });
    const boBrowser = await subscribedBrowser(t, service, bo, {
      directMessages: true,
      friendRequests: true,
    });
    await requestFriend(t, bo, ane);
    const [request] = await received(aneBrowser, 1);
    expect(request).toMatchObject({
      kind: 'friend_request',
      body: `${bo.username} vil gerne være venner`,
    });
    expect(boBrowser.received).toEqual([]);
    const carl = await user('carl');
    await befriend(t, ane, carl);
    await directMessage(t, carl, ane, 'Ses vi i havnen?');
    const [, message] = await received(aneBrowser, 2);
    expect(message).toMatchObject({
      kind: 'direct_message',
      body: 'Ses vi i havnen?',
      url: '/friends',
    });
  });
});

describe('the account', () => {
  it('exports the subscriptions without keys, the choices and the kept fix; deletion takes them', async () => {
    const ane = await user('ane');
    const browser = await subscribedBrowser(t, service, ane, { critical: true });
    await reportFix(t, ane, NEAR);
    const data = await expectOk('export', await t.call('GET', '/api/auth/export-data', ane));
    expect(data.push_subscriptions).toEqual([
      {
        endpoint: browser.subscription.endpoint,
        created_at: expect.any(String),
        last_sent_at: null,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(browser.subscription.keys.auth);
    expect(data.push_preferences).toEqual({ ...DEFAULT_PUSH_PREFERENCES, critical: true });
    expect(data.push_targeting_position).toEqual({ ...NEAR, updated_at: expect.any(String) });

    await expectOk(
      'delete',
      await t.call('DELETE', '/api/auth/account', ane, { confirmPassword: ACCOUNT_PASSWORD }),
    );
    for (const table of ['push_subscriptions', 'push_preferences', 'push_targeting'] as const) {
      expect(
        await t.db.selectFrom(table).select('user_id').where('user_id', '=', ane.id).execute(),
      ).toEqual([]);
    }
  });
});
