import type { HelpRequest } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { endedCallsKnown } from './ended-pages';

const ended = (id: string, timestamp: string, vesselName = `Båd ${id}`): HelpRequest => ({
  id,
  userName: 'anna',
  vesselName,
  type: 'fuel',
  priority: 'normal',
  status: 'resolved',
  timestamp,
  position: { lat: 55.7, lng: 12.6 },
  searchRadiusNm: 3,
  helperName: null,
  precise: false,
});

const a = ended('a', '2026-11-25T12:00:00.000Z');
const b = ended('b', '2026-11-25T11:00:00.000Z');
const c = ended('c', '2026-11-25T10:00:00.000Z');
const d = ended('d', '2026-11-25T09:00:00.000Z');
const d2 = ended('d2', '2026-11-25T09:00:00.000Z');

describe('endedCallsKnown', () => {
  it.each<[string, HelpRequest[], HelpRequest[][], string[]]>([
    ['the list alone', [b, a], [], ['a', 'b']],
    ['the list, then its older pages', [a, b], [[c], [d]], ['a', 'b', 'c', 'd']],
    ['a call in both once, at its age', [a, c, b], [[c, d]], ['a', 'b', 'c', 'd']],
    ['same time: the larger id first', [a], [[d, d2]], ['a', 'd2', 'd']],
    ['nothing', [], [], []],
  ])('%s', (_, inList, pages, ids) => {
    expect(endedCallsKnown(inList, pages).map((r) => r.id)).toEqual(ids);
  });

  it('keeps the list’s copy, which live events keep current', () => {
    const fresh = ended('c', c.timestamp, 'Ny navn');
    expect(endedCallsKnown([fresh], [[c]])[0]).toBe(fresh);
  });
});
