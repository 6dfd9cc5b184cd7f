import { describe, expect, it } from 'vitest';
import { jsonText, queryText } from './generated-text';

/** What fc.record generates about half the time in fast-check 4. */
function withoutPrototype(fields: Record<string, unknown>): object {
  return Object.assign(Object.create(null) as object, fields);
}

describe('queryText', () => {
  it('writes an object without a prototype, which String() cannot', () => {
    const value = withoutPrototype({ a: 1, b: 'x' });
    expect(() => String(value)).toThrow('Cannot convert object to primitive value');
    expect(queryText(value)).toBe('{"a":1,"b":"x"}');
  });

  it('writes a JSON value with a toString key, which String() cannot (HOSTILE_SEED=66)', () => {
    const value = { A: 'D', toString: null, '': false };
    expect(() => String(value)).toThrow('Cannot convert object to primitive value');
    expect(queryText(value)).toBe('{"A":"D","toString":null,"":false}');
  });

  it.each([
    ['a string', 'søstjerne', 'søstjerne'],
    ['a number', 1.5, '1.5'],
    ['negative zero', -0, '0'],
    ['a boolean', true, 'true'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a bigint', 10n, '10'],
    ['a symbol', Symbol('x'), 'Symbol(x)'],
    ['an array', [1, 'a'], '[1,"a"]'],
    ['a nested object without a prototype', { a: withoutPrototype({ b: 2 }) }, '{"a":{"b":2}}'],
  ])('writes %s', (_name, value, text) => {
    expect(queryText(value)).toBe(text);
  });

  it('writes what JSON cannot hold as fast-check prints it', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(queryText(cyclic)).toContain('[cyclic]');
    expect(queryText({ n: 10n })).toBe('{"n":10n}');
  });
});

describe('jsonText', () => {
  it.each([
    ['an object without a prototype', withoutPrototype({ a: [1] }), '{"a":[1]}'],
    ['a string', 'x', '"x"'],
    ['undefined', undefined, undefined],
    ['a bigint, as fast-check prints it', 7n, '7n'],
  ])('writes %s', (_name, value, text) => {
    expect(jsonText(value)).toBe(text);
  });
});
