import 'fake-indexeddb/auto';
import type { HelpRequest } from '@havhjaelp/common/help';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../lib/api';
import type { WaitingCall } from './waiting-call-rules';
import { waitingCallsSync } from './waiting-call-sync';
import {
  cancelWaiting,
  keepWaiting,
  onWaitingCallsChange,
  sendWaitingCalls,
  waitingCalls,
  WAITING_CALLS_SYNC_TAG,
  type WaitingCallsNews,
} from './waiting-calls';

let made = 0;
/** A waiting call of `userId`, kept `minute` minutes after ten. */
function waiting(userId: string, minute: number): WaitingCall {
  made += 1;
  const clientKey = `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
  return {
    clientKey,
    userId,
    token: `token-${userId}`,
    input: {
      type: 'motorstop',
      priority: 'urgent',
      position: { lat: 55.7, lng: 12.6 },
      searchRadiusNm: 3,
      clientKey,
    },
    savedAt: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
  };
}

/** The call the server answers for `call`, as it would make it. */
function madeCall(call: WaitingCall): HelpRequest {
  return {
    id: `kald-${call.clientKey}`,
    userName: call.userId,
    vesselName: 'Min Båd',
    type: call.input.type,
    priority: call.input.priority,
    status: 'active',
    timestamp: call.savedAt,
    position: call.input.position,
    searchRadiusNm: 3,
    helperName: null,
    precise: true,
  };
}

const unreachable = () => new NetworkError(new TypeError('Failed to fetch'));
const tooMany = () =>
  new ApiRequestError(429, 'Du har allerede 3 åbne kald.', 'TOO_MANY_OPEN_CALLS');

/**
 * The store of calls waiting for coverage, on an IndexedDB in memory (fake-indexeddb, the same
 * API the browsers have): what is kept, sent, refused and cancelled.
 */
describe('the waiting calls', () => {
  afterEach(async () => {
    for (const call of await waitingCalls(undefined)) await cancelWaiting(call.clientKey);
  });

  it('keeps calls per person, oldest first, and tells who follows', async () => {
    const heard: WaitingCallsNews[] = [];
    const stop = onWaitingCallsChange((news) => heard.push(news));
    const later = waiting('ane', 5);
    const earlier = waiting('ane', 1);
    const bos = waiting('bo', 0);
    for (const call of [later, earlier, bos]) await keepWaiting(call);
    stop();
    expect(await waitingCalls('ane')).toEqual([earlier, later]);
    expect(await waitingCalls('bo')).toEqual([bos]);
    expect(await waitingCalls(undefined)).toEqual([bos, earlier, later]);
    expect(heard).toEqual([{ sent: [] }, { sent: [] }, { sent: [] }]);
  });

  it('sends each of the person’s calls once and forgets it, leaving another person’s', async () => {
    const first = waiting('ane', 1);
    const second = waiting('ane', 2);
    const bos = waiting('bo', 0);
    for (const call of [first, second, bos]) await keepWaiting(call);
    const sent: WaitingCall[] = [];
    const heard: WaitingCallsNews[] = [];
    const stop = onWaitingCallsChange((news) => heard.push(news));

    const outcomes = await sendWaitingCalls(
      'ane',
      async (call) => {
        sent.push(call);
        return madeCall(call);
      },
      true,
    );
    stop();
    expect(sent).toEqual([first, second]);
    expect(outcomes).toEqual([
      { kind: 'sent', clientKey: first.clientKey, request: madeCall(first) },
      { kind: 'sent', clientKey: second.clientKey, request: madeCall(second) },
    ]);
    expect(heard).toEqual([{ sent: [madeCall(first), madeCall(second)] }]);
    expect(await waitingCalls(undefined)).toEqual([bos]);
    // Nothing is left to send a second time.
    expect(await sendWaitingCalls('ane', async (call) => madeCall(call), true)).toEqual([]);
  });

  it('keeps every call when the server cannot be reached, trying no further, and tells nobody', async () => {
    const first = waiting('ane', 1);
    const second = waiting('ane', 2);
    for (const call of [first, second]) await keepWaiting(call);
    let tries = 0;
    const heard: WaitingCallsNews[] = [];
    const stop = onWaitingCallsChange((news) => heard.push(news));
    const outcomes = await sendWaitingCalls(
      'ane',
      async () => {
        tries += 1;
        throw unreachable();
      },
      true,
    );
    stop();
    expect(tries).toBe(1);
    expect(outcomes).toEqual([{ kind: 'kept', clientKey: first.clientKey, why: 'unreachable' }]);
    expect(heard).toEqual([]);
    expect(await waitingCalls('ane')).toEqual([first, second]);
  });

  it('forgets a refused call where the person is told (the page), keeps it where not (the worker)', async () => {
    const refused = waiting('ane', 1);
    const fine = waiting('ane', 2);
    for (const call of [refused, fine]) await keepWaiting(call);
    const send = async (call: WaitingCall) => {
      if (call.clientKey === refused.clientKey) throw tooMany();
      return madeCall(call);
    };

    const byWorker = await sendWaitingCalls('ane', send, false);
    expect(byWorker.map((outcome) => outcome.kind)).toEqual(['refused', 'sent']);
    expect(await waitingCalls('ane')).toEqual([refused]);

    const byPage = await sendWaitingCalls('ane', send, true);
    expect(byPage).toEqual([{ kind: 'refused', clientKey: refused.clientKey, error: tooMany() }]);
    expect(await waitingCalls('ane')).toEqual([]);
  });

  it('keeps a call whose session is over, for the next login', async () => {
    const call = waiting('ane', 1);
    await keepWaiting(call);
    const outcomes = await sendWaitingCalls(
      'ane',
      async () => {
        throw new ApiRequestError(401, 'Log ind', 'UNAUTHORIZED');
      },
      true,
    );
    expect(outcomes).toEqual([{ kind: 'kept', clientKey: call.clientKey, why: 'session' }]);
    expect(await waitingCalls('ane')).toEqual([call]);
  });

  it('cancels a waiting call, so nothing sends it; a second cancel finds it gone', async () => {
    const call = waiting('ane', 1);
    await keepWaiting(call);
    expect(await cancelWaiting(call.clientKey)).toBe(true);
    expect(await cancelWaiting(call.clientKey)).toBe(false);
    let tries = 0;
    await sendWaitingCalls(
      'ane',
      async (sent) => {
        tries += 1;
        return madeCall(sent);
      },
      true,
    );
    expect(tries).toBe(0);
  });

  it('answers a cancel after the call was sent with false: it was made', async () => {
    const call = waiting('ane', 1);
    await keepWaiting(call);
    await sendWaitingCalls('ane', async (sent) => madeCall(sent), true);
    expect(await cancelWaiting(call.clientKey)).toBe(false);
  });

  it('passes over a stored value this version cannot read', async () => {
    const { set, createStore } = await import('idb-keyval');
    const good = waiting('ane', 1);
    await keepWaiting(good);
    await set(
      'ikke-et-kald',
      { userId: 'ane', what: 'noget andet' },
      createStore('havhjaelp-waiting-calls', 'calls'),
    );
    expect(await waitingCalls('ane')).toEqual([good]);
  });
});

describe('the service worker’s Background Sync', () => {
  afterEach(async () => {
    for (const call of await waitingCalls(undefined)) await cancelWaiting(call.clientKey);
  });

  it('answers the tag the page registers when it keeps a call', () => {
    expect(waitingCallsSync.tag).toBe(WAITING_CALLS_SYNC_TAG);
  });

  it('fails while the server cannot be reached, so the browser tries again, and keeps the call', async () => {
    const call = waiting('ane', 1);
    await keepWaiting(call);
    // No server answers here: the worker's fetch of the API fails as it does without coverage.
    await expect(waitingCallsSync.run()).rejects.toThrow('Kald venter stadig på forbindelse');
    expect(await waitingCalls('ane')).toEqual([call]);
  });

  it('succeeds with nothing waiting', async () => {
    await expect(waitingCallsSync.run()).resolves.toBeUndefined();
  });
});
