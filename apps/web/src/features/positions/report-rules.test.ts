import { describe, expect, it } from 'vitest';
import { reportEveryMs, sourceOf } from './report-rules';

describe('when the browser reports my position', () => {
  it.each([
    ['sharing off, no call', { enabled: false, intervalSeconds: 30 }, false, null],
    ['the switch not read yet, no call', undefined, false, null],
    ['sharing every 30 s', { enabled: true, intervalSeconds: 30 }, false, 30_000],
    ['sharing every 5 min', { enabled: true, intervalSeconds: 300 }, false, 300_000],
    ['sharing every 10 min', { enabled: true, intervalSeconds: 600 }, false, 600_000],
    ['sharing off during a call', { enabled: false, intervalSeconds: 600 }, true, 30_000],
    ['sharing every 10 min during a call', { enabled: true, intervalSeconds: 600 }, true, 30_000],
    ['the switch not read yet, during a call', undefined, true, 30_000],
  ] as const)('%s: every %s ms', (_case, sharing, inCall, expected) => {
    expect(reportEveryMs(sharing, inCall)).toBe(expected);
  });
});

describe('where a fix came from', () => {
  it.each([
    [5, 'gps'],
    [100, 'gps'],
    [100.5, 'wifi'],
    [2_000, 'wifi'],
  ] as const)('%s m is %s', (accuracy, source) => {
    expect(sourceOf(accuracy)).toBe(source);
  });
});
