// What the privacy tests (positions', help's) share: a repeatable random source, and a way to
// look for a given-away number anywhere in an answer or a live message.

/** A seeded generator of uniform numbers in [0, 1) (mulberry32), so every run tries the same. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** An answer or a live message as a check reads it: its text and every number in it. */
export interface Seen {
  text: string;
  numbers: Set<number>;
}
export const seenOf = (text: string): Seen => ({
  text,
  numbers: new Set(numbersIn(JSON.parse(text))),
});

/** Whether `number` is in what was seen, as a value or anywhere in its text. */
export const holds = (seen: Seen, number: number): boolean =>
  seen.numbers.has(number) || seen.text.includes(JSON.stringify(number));
