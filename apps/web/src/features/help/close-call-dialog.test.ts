// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closedText, starLabel } from './close-call-dialog';

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

describe('closedText', () => {
  it.each([
    ['Havørnen', null, 'Havørnen er afsluttet som løst.'],
    ['Havørnen', 'bo', 'Havørnen er afsluttet som løst. Din tak er sendt til bo.'],
  ])('%s, thanked %s → %s', (vessel, thanked, text) => {
    expect(closedText(vessel, thanked)).toBe(text);
  });
});
