import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as the API description renders Zod) read here. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Strings that have broken parsers, databases and renderers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0360\u0361\u035c\u0489',
  '\u202eolleh\u202c',
  '\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  '\u{1f6e5}\ufe0f\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u{1f3f4}\u200d\u2620\ufe0f',
  '\ud800',
  'a\udfffb',
  '\u200b\u200c\u200d\ufeff',
  '\uffff\ufffe',
  'ﬁ Ａ ℌ',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2F%2e%2e',
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}{{7*7}}',
  'x'.repeat(10_000),
  MEGABYTE,
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
];

/** Nested `depth` deep: arrays in arrays, or objects in objects. */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any value of the wrong kind: other types, edge numbers, hostile strings, deep nesting. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom(nested(500, true), nested(500, false), [], {}) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1920-01-01'), max: new Date('2020-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
        unit: 'grapheme',
      });
  }
}

/** Values the schema would (mostly) accept, so generated requests also reach the handlers. */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A schema's value spoiled one way: a field missing, of the wrong kind, unknown, or extra. */
export function spoiledValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  const spoilObject = (value: unknown) =>
    fc
      .tuple(
        fc.constantFrom('drop', 'wrong', 'extra', 'enum'),
        properties.length > 0 ? fc.constantFrom(...properties) : fc.constant('x'),
        hostileValue(),
      )
      .map(([how, key, hostile]) => {
        const copy = Object.fromEntries(
          Object.entries(value as Record<string, unknown>).filter(
            ([name]) => how !== 'drop' || name !== key,
          ),
        );
        if (how === 'drop') return copy;
        if (how === 'wrong') copy[key] = hostile;
        else if (how === 'enum') copy[key] = 'ukendt_værdi';
        else copy[`extra_${key}`] = hostile;
        return copy;
      });
  return validValue(schema).chain((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? spoilObject(value)
      : hostileValue(),
  );
}
