import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../../config';
import type { FakePushService, FakeSubscriber } from '../../test/fake-push-service';
import { fakePushServiceFor, subscribedBrowser } from '../../test/push';
import { useTestCluster } from '../../test/use-test-cluster';
import { acceptedHelp, createHelp, expectOk, registerUser } from '../../test/users';
import { vapidKeysSource } from './vapid';

const HOME = { lat: 55.641, lng: 12.08 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

let fake: Awaited<ReturnType<typeof fakePushServiceFor>>;
let service: FakePushService;
/** Filled before the cluster starts: its `beforeAll` comes after this file's first one. */
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await fakePushServiceFor(() => t.a);
  service = fake.service;
  env.PUSH_SERVICE_ORIGINS = [...DEFAULT_PUSH_SERVICE_ORIGINS, service.origin].join(',');
});
afterAll(() => service.close());

const t = useTestCluster({ env });

async function receivedOnce(browser: FakeSubscriber, count: number) {
  await vi.waitFor(() => expect(browser.received.length).toBeGreaterThanOrEqual(count), {
    timeout: 5_000,
  });
  await settle();
  return browser.received;
}

describe('web push with two instances sharing PostgreSQL and Redis', () => {
  it('signs with one key pair, made once though two instances made one at the same moment', async () => {
    const keys = await Promise.all(
      [t.a, t.b].map(async (instance) =>
        expectOk('key', await instance.app.inject({ url: '/api/push/vapid-public-key' })),
      ),
    );
    expect(keys[1]).toEqual(keys[0]);
    expect(await t.cluster.db.selectFrom('push_vapid_keys').select('id').execute()).toHaveLength(1);
    await fake.readKey();

    // Two first starts at once, each through its own pool, as two processes: one pair wins.
    const signing = await t.cluster.db.selectFrom('push_vapid_keys').selectAll().execute();
    await t.cluster.db.deleteFrom('push_vapid_keys').execute();
    const now = () => new Date();
    const made = await Promise.all(
      [t.a.db, t.b.db, t.a.db, t.b.db].map((db) => vapidKeysSource(db, undefined, now)()),
    );
    expect(new Set(made.map((pair) => pair.publicKey)).size).toBe(1);
    const kept = await t.cluster.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(kept.map((row) => row.public_key)).toEqual([made[0]!.publicKey]);
    // Put back what the instances sign with, for the tests after this one.
    await t.cluster.db.deleteFrom('push_vapid_keys').execute();
    await t.cluster.db.insertInto('push_vapid_keys').values(signing).execute();
  });

  it('sends each push once, from the instance that handled the call', async () => {
    const owner = await registerUser(t.a, 'ejer');
    const watchers = [await registerUser(t.a, 'vagta'), await registerUser(t.b, 'vagtb')];
    const browsers = [
      await subscribedBrowser(t.a, service, watchers[0]!, { critical: true, home: HOME }),
      await subscribedBrowser(t.b, service, watchers[1]!, { critical: true, home: HOME }),
    ];
    const onA = await createHelp(t.a, owner, { priority: 'critical' });
    const onB = await createHelp(t.b, owner, { priority: 'critical' });
    for (const browser of browsers) {
      const received = await receivedOnce(browser, 2);
      expect(received.map((payload) => payload.url).sort()).toEqual(
        [`/?call=${onA}`, `/?call=${onB}`].sort(),
      );
    }
    expect(service.refusals).toEqual([]);
  });

  it('holds a chat push back while the receiver has the app open on the other instance', async () => {
    const owner = await registerUser(t.a, 'ejerchat');
    const helper = await registerUser(t.a, 'hjaelperchat');
    const browser = await subscribedBrowser(t.a, service, owner, { chat: true });
    const id = await acceptedHelp(t.a, owner, helper);
    const line = async (message: string) =>
      expectOk(
        'chat',
        await t.a.app.inject({
          method: 'POST',
          url: `/api/help/${id}/chat`,
          headers: { authorization: `Bearer ${helper.token}` },
          payload: { message },
        }),
      );
    const open = await t.live(t.b, owner);
    await line('Vi ses ved molen');
    await settle();
    expect(browser.received).toEqual([]);
    await open.end();
    await line('Er du der?');
    const received = await receivedOnce(browser, 1);
    expect(received.map((payload) => payload.body)).toEqual(['Er du der?']);
  });
});
