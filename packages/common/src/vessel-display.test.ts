import { describe, expect, it } from 'vitest';
import { descriptionPreview, isInsuranceExpired } from './vessel-display';

describe('the list preview and the insurance flag', () => {
  it('cuts the description at 100 characters, counting letters not bytes', () => {
    expect(descriptionPreview('kort')).toBe('kort');
    expect(descriptionPreview('ø'.repeat(100))).toBe('ø'.repeat(100));
    expect(descriptionPreview('ø'.repeat(101))).toBe(`${'ø'.repeat(100)}…`);
  });

  it.each([
    ['2025-06-01', '2025-06-02', true],
    ['2025-06-02', '2025-06-02', false],
    ['2026-01-01', '2025-06-02', false],
    [null, '2025-06-02', false],
  ])('insurance until %s on %s is expired: %s', (expiry, today, expected) => {
    expect(isInsuranceExpired(expiry, today)).toBe(expected);
  });
});
