import { describe, expect, it } from 'vitest';
import { forumTimeDa } from './forum-time';

const now = new Date('2026-11-21T12:00:00Z');

describe('forumTimeDa (SPEC.md section 9)', () => {
  it.each([
    ['2026-11-21T12:00:00Z', 'lige nu'],
    ['2026-11-21T11:59:01Z', 'lige nu'], // 59 s
    ['2026-11-21T12:00:30Z', 'lige nu'], // a clock slightly behind the server's
    ['2026-11-21T11:59:00Z', 'for 1 minut siden'],
    ['2026-11-21T11:01:00Z', 'for 59 minutter siden'],
    ['2026-11-21T11:00:00Z', 'for 1 time siden'],
    ['2026-11-20T12:00:01Z', 'for 23 timer siden'], // just under 24 hours
    ['2026-11-20T12:00:00Z', 'for 1 dag siden'],
    ['2026-11-14T12:00:01Z', 'for 6 dage siden'], // just under 7 days
    ['2026-11-14T12:00:00Z', '14. nov. 2026'], // 7 days: the day
    ['2026-01-31T23:30:00Z', '1. feb. 2026'], // the day in Denmark, not in UTC
    ['2025-06-02T08:00:00Z', '2. jun. 2025'],
    ['not a date', 'lige nu'],
  ])('%s → %s', (iso, text) => {
    expect(forumTimeDa(iso, now)).toBe(text);
  });
});
