import fc from 'fast-check';

/*
 * Text for any generated value, without throwing. `String` throws "Cannot convert object to
 * primitive value" on objects fast-check makes often: a JSON value with a `toString` key that is no
 * function (`{"toString":null}`: HOSTILE_SEED=66 met one in the first run), or a record without a
 * prototype. And `JSON.stringify` refuses a bigint or a cycle; those are sent as fast-check prints
 * them.
 */

/** A query or path value as a client would write it: primitives as text, objects as JSON. */
export function queryText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return jsonText(value) ?? fc.stringify(value);
  return String(value);
}

/** JSON of the value, or undefined where JSON has none (undefined, a function, a symbol). */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return fc.stringify(value);
  }
}
