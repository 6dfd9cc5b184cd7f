import type { Priority } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { shouldAlert } from './alert-filter';

const ME = 'me';
const MY_POSITION = { lat: 55.6761, lng: 12.5683 };
// 0.4° of latitude is about 44.5 km; 0.5° about 55.6 km.
const INSIDE = { lat: 55.6761 + 0.4, lng: 12.5683 };
const OUTSIDE = { lat: 55.6761 + 0.5, lng: 12.5683 };

const cases: [Priority, 'mine' | 'other', 'inside' | 'outside' | 'no position', boolean][] = [];
for (const priority of ['critical', 'urgent', 'normal'] as const) {
  for (const owner of ['mine', 'other'] as const) {
    for (const where of ['inside', 'outside', 'no position'] as const) {
      const expected = priority === 'critical' && owner === 'other' && where !== 'outside';
      cases.push([priority, owner, where, expected]);
    }
  }
}

describe('shouldAlert', () => {
  it('covers every combination (3 priorities × 2 owners × 3 places)', () => {
    expect(cases).toHaveLength(18);
    expect(cases.filter(([, , , alert]) => alert)).toHaveLength(2);
  });

  it.each(cases)('%s, %s, %s → %s', (priority, owner, where, expected) => {
    const request = {
      priority,
      userId: owner === 'mine' ? ME : 'someone-else',
      position: where === 'outside' ? OUTSIDE : INSIDE,
    };
    const myPosition = where === 'no position' ? null : MY_POSITION;
    expect(shouldAlert(request, ME, myPosition)).toBe(expected);
  });

  it('includes a request exactly at the 50 km edge and excludes one just beyond', () => {
    // 50 km north on a 6371 km sphere is 50 / 6371 radians of latitude.
    const edge = { lat: MY_POSITION.lat + (50 / 6371) * (180 / Math.PI) - 1e-9, lng: 12.5683 };
    const beyond = { lat: edge.lat + 0.001, lng: 12.5683 };
    expect(
      shouldAlert({ priority: 'critical', userId: 'x', position: edge }, ME, MY_POSITION),
    ).toBe(true);
    expect(
      shouldAlert({ priority: 'critical', userId: 'x', position: beyond }, ME, MY_POSITION),
    ).toBe(false);
  });
});
