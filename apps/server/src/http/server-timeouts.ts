import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/** Node checks the request and headers timeouts on a timer; its default (30 s) lets them overrun. */
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * The server's timeouts against slow clients, as Fastify options. Node and Fastify read 0 as "no
 * limit" (Fastify's default request timeout), so a request announcing a body it never sends would
 * hold its socket for ever; config.ts refuses 0.
 */
export function serverTimeouts(
  config: Pick<
    Config,
    'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'socketIdleTimeoutMs'
  >,
): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    // The whole request, headers and body, must have arrived within this.
    requestTimeout: config.requestTimeoutMs,
    // Between two requests on a kept-alive connection.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A socket silent this long in either direction (ws turns it off for WebSockets).
    connectionTimeout: config.socketIdleTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, config.headersTimeoutMs / 2),
    },
  };
}
