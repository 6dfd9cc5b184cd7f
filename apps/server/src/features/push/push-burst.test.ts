import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakePushService } from '../../test/fake-push-service';
import { fakePushServiceFor, subscribedBrowser } from '../../test/push';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, expectOk, registerUser, type TestUser } from '../../test/users';

const CALLS = 200;
/** Three open calls each, the most one boater may have. */
const OWNERS = Math.ceil(CALLS / 3);
const HOME = { lat: 55.641, lng: 12.08 };

const t = useTestApp({ clock: new Date('2026-06-01T10:00:00.000Z') });
let service: FakePushService;
let owners: TestUser[];
let watchers: TestUser[];

beforeAll(async () => {
  const fake = await fakePushServiceFor(() => t);
  service = fake.service;
  await t.start({ PUSH_SERVICE_ORIGINS: service.origin });
  await fake.readKey();
  owners = await Promise.all(Array.from({ length: OWNERS }, (_, i) => registerUser(t, `ejer${i}`)));
  watchers = await Promise.all([registerUser(t, 'vagt1'), registerUser(t, 'vagt2')]);
}, 120_000);
afterAll(() => service.close());

/** 200 critical calls at once; answers their ids and the API's 99th percentile, in ms. */
async function burst(): Promise<{ ids: string[]; p99: number }> {
  const durations: number[] = [];
  const ids = await Promise.all(
    Array.from({ length: CALLS }, async (_, i) => {
      const started = performance.now();
      const id = await createHelp(t, owners[i % OWNERS]!, { priority: 'critical', position: HOME });
      durations.push(performance.now() - started);
      return id;
    }),
  );
  durations.sort((a, b) => a - b);
  return { ids, p99: durations[Math.floor(CALLS * 0.99)]! };
}

/** Ends every call the burst made, as their owners would. */
async function cancelAll(ids: readonly string[]) {
  for (const [i, id] of ids.entries()) {
    const owner = owners[i % OWNERS]!;
    await expectOk(
      'cancel',
      await t.call('PUT', `/api/help/${id}`, owner, { status: 'cancelled' }),
    );
  }
}

describe('a burst of 200 critical calls', () => {
  it('is answered as fast with pushes queued as without, while the push service holds every push, and each push goes once', async () => {
    // The API's usual figure: the same burst with nobody to push to.
    const browsers = await Promise.all(
      watchers.map((watcher) => subscribedBrowser(t, service, watcher, { chat: true, home: HOME })),
    );
    const baseline = await burst();
    await cancelAll(baseline.ids);
    t.clock.advance(2 * 60 * 60_000);

    for (const watcher of watchers) {
      await expectOk(
        'critical on',
        await t.call('PUT', '/api/push/preferences', watcher, {
          critical: true,
          urgent: false,
          radiusKm: 50,
          home: HOME,
          offers: false,
          chat: false,
          directMessages: false,
          friendRequests: false,
        }),
      );
    }
    const release = service.hold();
    let pushed: Awaited<ReturnType<typeof burst>>;
    try {
      pushed = await burst();
      // Every call was answered before the push service had taken a single push.
      expect(service.messages).toEqual([]);
    } finally {
      release();
    }
    expect(pushed.p99).toBeLessThan(baseline.p99 * 1.5 + 250);

    for (const browser of browsers) {
      await vi.waitFor(() => expect(browser.received.length).toBeGreaterThanOrEqual(CALLS), {
        timeout: 60_000,
        interval: 200,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const expected = pushed.ids.map((id) => `/?call=${id}`).sort();
    for (const browser of browsers) {
      expect(browser.received.map((payload) => payload.url).sort()).toEqual(expected);
    }
    expect(service.refusals).toEqual([]);
  }, 180_000);
});
