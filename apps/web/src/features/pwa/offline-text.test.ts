import { describe, expect, it } from 'vitest';
import { offlineTitle } from './offline-text';

const at = (iso: string) => new Date(iso).getTime();

describe('the offline notice says when its data is from', () => {
  it.each([
    ['no data', null, '2026-11-28T17:00:00Z', 'Offline'],
    [
      'earlier today',
      at('2026-11-28T13:05:00Z'),
      '2026-11-28T17:00:00Z',
      'Offline - viser data fra 14.05',
    ],
    [
      'yesterday',
      at('2026-11-27T12:05:00Z'),
      '2026-11-28T09:00:00Z',
      'Offline - viser data fra 27. nov. 2026 kl. 13.05',
    ],
    // Danish days: 23.30 UTC on the 27th is already the 28th in Copenhagen.
    [
      'after midnight in Denmark',
      at('2026-11-27T23:30:00Z'),
      '2026-11-28T09:00:00Z',
      'Offline - viser data fra 00.30',
    ],
  ])('%s', (_, shownFrom, now, expected) => {
    expect(offlineTitle(shownFrom, at(now))).toBe(expected);
  });
});
