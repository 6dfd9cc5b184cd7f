import fc from 'fast-check';
import { jsonText, queryText } from './generated-text';
import {
  HOSTILE_STRINGS,
  hostileValue,
  spoiledValue,
  validValue,
  type JsonSchema,
} from './schema-arbitraries';

/** One operation of the API description: what the suite needs to build requests for it. */
export interface Operation {
  method: string;
  /** The path template as the description writes it: `/api/help/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation the API description lists, whatever routes the app has today. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        ),
        body: operation.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

export type Role = 'anonymous' | 'user' | 'owner';

export interface HostileRequest {
  role: Role;
  /** A forged or broken Authorization header instead of the role's token. */
  badAuthorization?: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

/** Percent-encoded, or for what `encodeURIComponent` refuses (lone surrogates) invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Path segments as clients and attackers write them: encoded slashes, broken escapes, length. */
const RAW_SEGMENTS = [
  '%2F',
  'a%2Fb',
  '..%2F..%2Fapi%2Fhealth',
  '%2e%2e',
  '%ZZ',
  '%',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  'x'.repeat(100_000),
];

const RAW_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=x&prototype=y',
  'a=1&a=2&a=3',
  `q=${'x'.repeat(100_000)}`,
  '%ZZ=%',
  '=&&=',
];

/** Bodies no serializer writes: malformed JSON, prototype pollution, deep nesting, odd tokens. */
const RAW_BODIES = [
  '{"__proto__":{"polluted":true,"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'Infinity',
  '',
  ' ',
  '\u0000',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '"just a string"',
  '123',
  'null',
  '[]',
  '{"x":"\\ud800"}',
  '{"x":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/jsonx',
  '*/*',
];

const BAD_AUTHORIZATIONS = [
  'Bearer ',
  'Bearer null',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer ../../etc/passwd',
];

const OTHER_METHODS = ['PATCH', 'OPTIONS', 'DELETE', 'PUT', 'POST', 'GET'];

function pathParamValue(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, -1)).map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode) },
  );
}

function queryString(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  const fromSchema = fc
    .record(
      Object.fromEntries(
        names.map((name) => [name, fc.oneof(validValue(operation.query[name]), hostileValue())]),
      ),
      { requiredKeys: [] },
    )
    .map((values) =>
      Object.entries(values)
        .map(([name, value]) => `${encode(name)}=${encode(queryText(value))}`)
        .join('&'),
    );
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    { weight: 2, arbitrary: fc.constant('') },
  );
}

interface Body {
  contentType?: string;
  payload?: string;
}

/** A JSON text with a `__proto__` key beside the fields, which JSON.stringify never writes. */
function withProtoKey(json: string): string {
  return json.startsWith('{') && json !== '{}'
    ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${json.slice(1)}`
    : json;
}

function body(operation: Operation): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: jsonText(value) ?? 'null',
  });
  return fc.oneof(
    { weight: 4, arbitrary: validValue(operation.body).map(json) },
    { weight: 6, arbitrary: spoiledValue(operation.body).map(json) },
    { weight: 2, arbitrary: hostileValue().map(json) },
    {
      weight: 1,
      arbitrary: validValue(operation.body).map((v) => ({
        contentType: 'application/json',
        payload: withProtoKey(jsonText(v) ?? '{}'),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), validValue(operation.body))
        .map(([contentType, v]) => ({ contentType, payload: jsonText(v) ?? 'x' })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Requests for one operation: the right path with real and junk ids, and every kind of input. */
export function hostileRequest(
  operation: Operation,
  ids: readonly string[],
): fc.Arbitrary<HostileRequest> {
  const params = fc.tuple(...operation.pathParams.map(() => pathParamValue(ids)));
  const hasBody = operation.body !== undefined;
  return fc
    .record({
      role: fc.constantFrom<Role>('anonymous', 'user', 'owner'),
      badAuthorization: fc.option(fc.constantFrom(...BAD_AUTHORIZATIONS), { freq: 10 }),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      params: operation.pathParams.length > 0 ? params : fc.constant([] as string[]),
      query: queryString(operation),
      // Requests without a body in the description sometimes get one anyway.
      body: hasBody ? body(operation) : fc.option(body(operation), { freq: 10, nil: {} as Body }),
    })
    .map(({ role, badAuthorization, method, params, query, body }) => {
      let i = 0;
      const path = operation.path.replace(/\{\w+\}/g, () => params[i++] ?? '');
      const url = query ? `${path}?${query}` : path;
      return {
        // fast-check prints a failing request this way: 1 MB strings cut short.
        [fc.toStringMethod]: () =>
          `${method} ${url.slice(0, 300)} as ${role} (${body.contentType}: ${body.payload?.slice(0, 300)})`,
        role,
        ...(badAuthorization ? { badAuthorization } : {}),
        method,
        url,
        ...body,
      };
    });
}
