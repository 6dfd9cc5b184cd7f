import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const list = (length: number) => Array.from({ length }, (_, i) => i + 1);

describe('pageOf', () => {
  it.each([
    { name: 'the first page', length: 23, page: 0, items: list(10), shown: 0, count: 3 },
    { name: 'a middle page', length: 23, page: 1, items: list(20).slice(10), shown: 1, count: 3 },
    { name: 'a short last page', length: 23, page: 2, items: [21, 22, 23], shown: 2, count: 3 },
    {
      name: 'exactly full pages',
      length: 20,
      page: 1,
      items: list(20).slice(10),
      shown: 1,
      count: 2,
    },
    {
      name: 'past the end: the last page',
      length: 12,
      page: 5,
      items: [11, 12],
      shown: 1,
      count: 2,
    },
    {
      name: 'below zero: the first page',
      length: 3,
      page: -1,
      items: [1, 2, 3],
      shown: 0,
      count: 1,
    },
    { name: 'an empty list: one empty page', length: 0, page: 0, items: [], shown: 0, count: 1 },
  ])('$name', ({ length, page, items, shown, count }) => {
    expect(pageOf(list(length), page, 10)).toEqual({ items, page: shown, pageCount: count });
  });

  it.each([
    // loaded, total, page asked: items shown, page shown, page count
    [12, 35, 1, [11, 12], 1, 4],
    [12, 35, 3, [], 3, 4],
    [12, 35, 9, [], 3, 4],
    [12, 5, 1, [11, 12], 1, 2],
  ])(
    'with %i of %i items at hand, page %i shows %j (page %i of %i)',
    (loaded, total, page, items, shown, count) => {
      expect(pageOf(list(loaded), page, 10, total)).toEqual({
        items,
        page: shown,
        pageCount: count,
      });
    },
  );
});
