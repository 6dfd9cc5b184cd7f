import type { PartnerPosition, Positions } from '@havhjaelp/common/positions';
import { describe, expect, it } from 'vitest';
import { withoutCall, withPartnerFix } from './positions-cache';

const partner = (requestId: string, userId: string, lat: number): PartnerPosition => ({
  userId,
  username: userId,
  boatName: '',
  position: { lat, lng: 12 },
  accuracy: 5,
  updatedAt: '2026-06-01T12:00:00.000Z',
  requestId,
  role: 'helper',
});
const positions = (...partners: PartnerPosition[]): Positions => ({
  friends: [],
  others: [],
  partners,
});

describe('the positions cache on live news', () => {
  it('puts a new fix in place of the call’s old one, and adds one not shown yet', () => {
    const shown = positions(partner('a', 'hjaelper', 55), partner('b', 'ejer', 56));
    expect(withPartnerFix(shown, partner('a', 'hjaelper', 55.5))).toEqual(
      positions(partner('b', 'ejer', 56), partner('a', 'hjaelper', 55.5)),
    );
    expect(withPartnerFix(positions(), partner('c', 'x', 54))).toEqual(
      positions(partner('c', 'x', 54)),
    );
  });

  it('drops the other person of a call that ended, and nobody else', () => {
    const shown = positions(partner('a', 'hjaelper', 55), partner('b', 'ejer', 56));
    expect(withoutCall(shown, 'a')).toEqual(positions(partner('b', 'ejer', 56)));
    expect(withoutCall(shown, 'z')).toEqual(shown);
  });
});
