import { describe, expect, it } from 'vitest';
import { relativeTimeDa } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');

describe('relativeTimeDa', () => {
  it.each([
    ['2026-11-21T12:00:00Z', 'lige nu'],
    ['2026-11-21T11:59:30Z', 'lige nu'],
    ['2026-11-21T12:00:30Z', 'lige nu'], // a clock slightly behind the server's
    ['2026-11-21T11:59:00Z', 'for 1 minut siden'],
    ['2026-11-21T11:55:00Z', 'for 5 minutter siden'],
    ['2026-11-21T11:00:00Z', 'for 1 time siden'],
    ['2026-11-21T09:30:00Z', 'for 2 timer siden'],
    ['2026-11-20T12:00:00Z', 'for 1 dag siden'],
    ['2026-11-18T11:00:00Z', 'for 3 dage siden'],
    ['not a date', 'lige nu'],
  ])('%s → %s', (iso, text) => {
    expect(relativeTimeDa(iso, now)).toBe(text);
  });
});
