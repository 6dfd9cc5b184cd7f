import { describe, expect, it } from 'vitest';
import { parseDanishDate } from './birth-date';

describe('parseDanishDate', () => {
  it.each([
    ['17-05-1980', '1980-05-17'],
    ['17.05.1980', '1980-05-17'],
    ['17/5/1980', '1980-05-17'],
    ['1 2 2000', '2000-02-01'],
    [' 29-02-2024 ', '2024-02-29'],
    ['29-02-2023', undefined],
    ['31-04-1990', undefined],
    ['00-01-1990', undefined],
    ['17-13-1980', undefined],
    ['1980-05-17', undefined],
    ['05/17/1980', undefined],
    ['17-05-80', undefined],
    ['', undefined],
    ['i går', undefined],
  ])('%j → %s', (text, iso) => {
    expect(parseDanishDate(text)).toBe(iso);
  });
});
