import { z } from './zod-da';
import type { ApiErrorEntry } from './errors';

/**
 * Who may call an endpoint: anyone (no login looked at), anyone with the member known when there is
 * one, or a logged-in member (with the message that asks a visitor to log in, when the screen says
 * why).
 */
export type EndpointAuth = 'public' | 'optional' | 'member' | { member: string };

/** What every endpoint has, whatever it answers. */
interface EndpointBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the server has it, parameters as `:name`. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The feature's own refusals; validation, login and the HTTP layer's come with every route. */
  errors?: readonly ApiErrorEntry[];
  auth: EndpointAuth;
}

/** A 200 that is not JSON: bytes of this media type (or range: `image/*`), set by the route. */
export interface BytesAnswer {
  bytes: `${string}/${string}`;
}

/** One endpoint of the API over HTTP, described once: the server registers it, the web calls it. */
export interface HttpEndpointSpec extends EndpointBase {
  /** What a 200 answers: JSON of this schema, or bytes. */
  answer: z.ZodType | BytesAnswer;
  /**
   * Answers besides the 200 and the `{error, code}` refusals, by status: one with a body of its
   * own (a health report's 503), or none (a 304).
   */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  websocket?: never;
}

/** A WebSocket: a GET answered by an upgrade; what goes over it is the feature's own protocol. */
export interface SocketEndpointSpec extends EndpointBase {
  method: 'GET';
  websocket: true;
  answer?: never;
}

export type EndpointSpec = HttpEndpointSpec | SocketEndpointSpec;

/** An endpoint whose 200 is JSON: what the web calls. */
export type JsonEndpointSpec = HttpEndpointSpec & { answer: z.ZodType };

export function isBytesAnswer(answer: HttpEndpointSpec['answer']): answer is BytesAnswer {
  return typeof (answer as Partial<BytesAnswer>).bytes === 'string';
}

/** An endpoint with its place in its feature: `[feature, name]`, the root of its query keys. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  readonly key: readonly [string, string];
};

/** A feature's endpoints, each stamped with `[feature, name]`. */
export function endpoints<const F extends string, const E extends Record<string, EndpointSpec>>(
  feature: F,
  specs: E,
): { [K in keyof E & string]: E[K] & { readonly key: readonly [F, K] } } {
  return Object.fromEntries(
    Object.entries<object>(specs).map(([name, spec]) => [name, { ...spec, key: [feature, name] }]),
  ) as { [K in keyof E & string]: E[K] & { readonly key: readonly [F, K] } };
}

type Part<S, Name extends string, Required extends boolean> = S extends {
  [N in Name]: infer Schema extends z.ZodType;
}
  ? Required extends true
    ? { [N in Name]: z.input<Schema> }
    : { [N in Name]?: z.input<Schema> }
  : { [N in Name]?: never };

/** What a caller gives: the path parameters, the query and the body its schemas ask for. */
export type EndpointInput<E extends EndpointSpec> = Part<E, 'params', true> &
  Part<E, 'query', false> &
  Part<E, 'body', undefined extends BodyOf<E> ? false : true>;

type BodyOf<E extends EndpointSpec> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

/** What a 200 of the endpoint carries, as JSON brings it; bytes and WebSockets carry no JSON. */
export type EndpointAnswer<E extends EndpointSpec> = E extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : never;

/** The endpoint's path with its parameters filled in and its query appended. */
export function endpointUrl(
  endpoint: EndpointSpec,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A cache-busting query (`?_t=<time>`), so no proxy or cache answers with an old copy. */
export const cacheBustQuery = z.object({ _t: z.string().max(32).optional() });
