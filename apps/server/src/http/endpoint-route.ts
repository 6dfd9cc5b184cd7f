import {
  isBytesAnswer,
  type EndpointAnswer,
  type EndpointSpec,
  type SocketEndpointSpec,
} from '@havhjaelp/common/endpoint';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { RouteAuth } from './authenticated';

type Output<E, Name extends string> = E extends { [N in Name]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request of an endpoint's handler: its parameters, query and body as its schemas parse them. */
export type EndpointRequest<E extends EndpointSpec> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: Output<E, 'params'>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
};

/**
 * A handler answers the endpoint's 200, or sends the reply itself (bytes built ahead, a redirect)
 * and returns it.
 */
type HttpHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/** A WebSocket's handler: the socket once upgraded, and the request that asked for it. */
type SocketHandler<E extends EndpointSpec> = (
  socket: WebSocket,
  request: EndpointRequest<E>,
) => void;

export type EndpointHandler<E extends EndpointSpec> = [E] extends [SocketEndpointSpec]
  ? SocketHandler<E>
  : HttpHandler<E>;

/** What a route adds to its endpoint on the server alone: rate limits, hooks. */
export interface RouteExtras extends Pick<
  RouteShorthandOptions,
  'preValidation' | 'preHandler' | 'onResponse'
> {
  config?: Omit<FastifyContextConfig, 'auth'>;
}

function routeAuth(spec: EndpointSpec): RouteAuth | undefined {
  return spec.auth === 'public' ? undefined : spec.auth;
}

/** The statuses the endpoint may refuse with, each answering `{error, code}`. */
function errorStatuses(spec: EndpointSpec, extras: RouteExtras): number[] {
  const statuses = new Set(spec.errors?.map((entry) => entry.status));
  if (spec.params || spec.query || spec.body) statuses.add(400);
  if (spec.auth !== 'public' && spec.auth !== 'optional') statuses.add(401);
  if (extras.config?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** Bytes as OpenAPI describes them; never serialized, as Fastify sends a Buffer as it is. */
const bytesSchema = z.file();

/** The endpoint's answers by status: its 200 (none for a WebSocket), others, and its refusals. */
function responses(spec: EndpointSpec, extras: RouteExtras): Record<number, unknown> {
  const errors = Object.fromEntries(
    errorStatuses(spec, extras).map((status) => [status, apiErrorSchema]),
  );
  if (spec.websocket) return errors;
  const ok = isBytesAnswer(spec.answer)
    ? { content: { [spec.answer.bytes]: { schema: bytesSchema } } }
    : spec.answer;
  return { 200: ok, ...spec.otherAnswers, ...errors };
}

/**
 * Registers one endpoint from its description: the schemas that validate its input and shape its
 * answer, who may call it, and (from the same schemas) its entry in the API description.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { config, ...hooks } = extras;
  const auth = routeAuth(spec);
  app.route({
    method: spec.method,
    url: spec.path,
    ...(spec.websocket && { websocket: true }),
    schema: {
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      response: responses(spec, extras),
    },
    config: { ...config, ...(auth !== undefined && { auth }) },
    ...hooks,
    // The type provider checks input and answer against the same schemas at run time.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
