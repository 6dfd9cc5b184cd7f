import { describe, expect, it } from 'vitest';
import { boaterName, fixAge, fromMe } from './shared-format';

describe('the texts of shared positions', () => {
  it.each([
    [{ username: 'ole', boatName: 'Havørnen' }, 'ole · Havørnen'],
    [{ username: 'ole', boatName: '' }, 'ole'],
  ])('names %o as %s', (boater, name) => {
    expect(boaterName(boater)).toBe(name);
  });

  it.each([
    ['2026-06-01T12:00:00.000Z', 'Position lige nu'],
    ['2026-06-01T11:55:00.000Z', 'Position for 5 minutter siden'],
  ])('says how old a fix from %s is', (updatedAt, text) => {
    expect(fixAge(updatedAt, new Date('2026-06-01T12:00:20.000Z'))).toBe(text);
  });

  it('gives distance and bearing in sea miles from me, and a dash while I am unknown', () => {
    expect(fromMe({ lat: 55.6, lng: 12.6 }, { lat: 55.65, lng: 12.6 })).toBe(
      '3,0 sm mod N fra dig',
    );
    expect(fromMe(null, { lat: 55.65, lng: 12.6 })).toBe('Afstand: – (din position kendes ikke)');
  });
});
