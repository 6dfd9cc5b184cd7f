import { describe, expect, it } from 'vitest';
import { starLabel } from './close-call-dialog';

describe('starLabel', () => {
  it.each([
    [1, '1 stjerne'],
    [2, '2 stjerner'],
    [3, '3 stjerner'],
    [4, '4 stjerner'],
    [5, '5 stjerner'],
  ])('%i → %s', (stars, label) => {
    expect(starLabel(stars)).toBe(label);
  });
});
