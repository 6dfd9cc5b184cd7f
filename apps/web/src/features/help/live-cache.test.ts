import type { HelpList, HelpRequest, HelpStatus, Priority } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { helpKeys } from './help-keys';
import { queriesChangedByStatus, withRequest, withStatus } from './live-cache';

const request = (id: string, priority: Priority, timestamp: string): HelpRequest => ({
  id,
  userName: 'anna',
  vesselName: `Båd ${id}`,
  type: 'motorstop',
  priority,
  status: 'active',
  timestamp,
  position: { lat: 55.7, lng: 12.6 },
  searchRadiusNm: 3,
  helperName: null,
  precise: false,
});
const list = (...requests: HelpRequest[]): HelpList => ({
  requests,
  count: requests.length,
  endedCount: requests.filter((r) => r.status === 'resolved' || r.status === 'cancelled').length,
  olderEnded: null,
});
const ids = (l: HelpList) => l.requests.map((r) => r.id);

// Server order: critical, urgent, normal; newest first within each.
const c1 = request('c1', 'critical', '2026-11-25T10:00:00Z');
const u2 = request('u2', 'urgent', '2026-11-25T11:00:00Z');
const u1 = request('u1', 'urgent', '2026-11-25T09:00:00Z');
const n1 = request('n1', 'normal', '2026-11-25T12:00:00Z');
const cached = list(c1, u2, u1, n1);

describe('withRequest', () => {
  it.each([
    [
      'a new critical one first',
      request('x', 'critical', '2026-11-25T13:00:00Z'),
      ['x', 'c1', 'u2', 'u1', 'n1'],
    ],
    [
      'between urgent ones by time',
      request('x', 'urgent', '2026-11-25T10:00:00Z'),
      ['c1', 'u2', 'x', 'u1', 'n1'],
    ],
    [
      'an older normal one last',
      request('x', 'normal', '2026-11-25T08:00:00Z'),
      ['c1', 'u2', 'u1', 'n1', 'x'],
    ],
    [
      'after an equal one',
      request('x', 'urgent', '2026-11-25T09:00:00Z'),
      ['c1', 'u2', 'u1', 'x', 'n1'],
    ],
  ])('puts %s in the server order and counts it', (_, added, order) => {
    const next = withRequest(cached, added);
    expect(ids(next)).toEqual(order);
    expect(next.count).toBe(5);
  });

  it('replaces a request it already holds, once, keeping the count', () => {
    const fuller = { ...u2, description: 'Motoren er gået i stå', userId: 'owner' };
    const next = withRequest(cached, fuller);
    expect(ids(next)).toEqual(['c1', 'u2', 'u1', 'n1']);
    expect(next.requests[1]).toBe(fuller);
    expect(next.count).toBe(4);
  });

  it('counts a request that ended once, whether its answer or its live event comes first', () => {
    const resolved = { ...u1, status: 'resolved' as const };
    const byAnswer = withRequest(cached, resolved);
    expect([byAnswer.count, byAnswer.endedCount]).toEqual([4, 1]);
    expect(withStatus(byAnswer, 'u1', 'resolved')).toBe(byAnswer);
    const byEvent = withStatus(cached, 'u1', 'resolved');
    expect(withRequest(byEvent, resolved).endedCount).toBe(1);
    expect(withRequest(cached, { ...resolved, id: 'new' }).endedCount).toBe(1);
  });

  it('starts an empty list', () => {
    expect(withRequest(list(), n1)).toEqual(list(n1));
  });

  it('leaves the cached list as it was', () => {
    withRequest(cached, request('x', 'critical', '2026-11-25T13:00:00Z'));
    expect(ids(cached)).toEqual(['c1', 'u2', 'u1', 'n1']);
  });
});

describe('withStatus', () => {
  const helped = { ...u1, status: 'accepted' as const, helperName: 'bo', helperId: 'helper' };
  const publicHelped = { ...u1, status: 'accepted' as const, helperName: 'bo' };

  it.each<[string, HelpList, HelpStatus, Partial<HelpRequest>]>([
    ['offered', cached, 'offered', { status: 'offered' }],
    [
      'on the way, helper kept',
      list(c1, helped),
      'on_way',
      { status: 'on_way', helperName: 'bo', helperId: 'helper' },
    ],
    [
      'resolved stays listed in place',
      list(c1, helped),
      'resolved',
      { status: 'resolved', helperName: 'bo' },
    ],
    ['cancelled stays listed in place', cached, 'cancelled', { status: 'cancelled' }],
    [
      'back to active: the helper is gone',
      list(c1, helped),
      'active',
      { status: 'active', helperName: null, helperId: null },
    ],
  ])('%s', (_, before, status, expected) => {
    const next = withStatus(before, 'u1', status);
    expect(ids(next)).toEqual(ids(before));
    expect(next.count).toBe(before.count);
    // Resolved and cancelled move the request into the ended part of the list.
    const ends = status === 'resolved' || status === 'cancelled';
    expect(next.endedCount).toBe(before.endedCount + (ends ? 1 : 0));
    expect(next.requests.find((r) => r.id === 'u1')).toMatchObject(expected);
  });

  it('adds no helper id to the public view when the helper is gone', () => {
    const next = withStatus(list(publicHelped), 'u1', 'active');
    expect(next.requests[0]).toEqual({ ...u1, status: 'active', helperName: null });
    expect(next.requests[0]).not.toHaveProperty('helperId');
  });

  it.each([
    ['an unknown request', 'nope', 'cancelled'],
    ['the same status again', 'u1', 'active'],
  ] as const)('keeps the very list for %s', (_, id, status) => {
    expect(withStatus(cached, id, status)).toBe(cached);
  });
});

describe('queriesChangedByStatus', () => {
  it.each<[HelpStatus, unknown[]]>([
    ['offered', [helpKeys.request('r')]],
    ['accepted', [helpKeys.request('r'), helpKeys.responses('r'), helpKeys.chat('r')]],
    ['on_way', [helpKeys.request('r')]],
    ['arrived', [helpKeys.request('r')]],
    ['completed', [helpKeys.request('r')]],
    ['resolved', [helpKeys.request('r'), helpKeys.testimonials]],
    ['cancelled', [helpKeys.request('r')]],
    ['active', [helpKeys.request('r'), helpKeys.responses('r')]],
  ])('%s', (status, keys) => {
    expect(queriesChangedByStatus('r', status)).toEqual(keys);
  });

  it('never names a list or another request', () => {
    for (const status of ['accepted', 'resolved', 'active'] as const) {
      for (const key of queriesChangedByStatus('r', status)) {
        expect(key.slice(0, 2)).not.toEqual(helpKeys.lists);
        if (key.length === 3) expect(key[2]).toBe('r');
      }
    }
  });
});
