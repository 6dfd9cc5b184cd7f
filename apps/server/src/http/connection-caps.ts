// One address must not hold the server's file descriptors: each client address may keep only so
// many connections open. Without a proxy the address is the TCP peer and every connection counts
// from the moment it opens (a request whose body never comes holds one); behind a proxy all
// connections come from the proxy, so the count is of requests in flight per `request.ip`.
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** How many places each address holds, up to a limit. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a place for `address`: answers its release (safe to call twice), or undefined when full. */
  acquire(address: string): (() => void) | undefined {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.limit) return undefined;
    this.counts.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left > 0) this.counts.set(address, left);
      else this.counts.delete(address);
    };
  }
}

export interface ConnectionCapOptions {
  perAddress: number;
  /** Fastify's trustProxy: anything but false means the TCP peer is a proxy. */
  trustProxy: boolean | string[];
}

/** Caps what one address holds open on the HTTP server (WebSockets included). */
export function registerConnectionCaps(app: FastifyInstance, options: ConnectionCapOptions): void {
  const counter = new AddressCounter(options.perAddress);
  if (options.trustProxy === false) {
    // Refused before a byte is read: a client past the cap holds no descriptor for long.
    app.server.on('connection', (socket) => {
      const release = counter.acquire(socket.remoteAddress ?? '');
      if (release) socket.once('close', release);
      else socket.destroy();
    });
    return;
  }
  app.addHook('onRequest', async (request, reply) => {
    // An upgraded request stays open as a WebSocket, which websocketCap counts by its path.
    if (request.headers.upgrade) return;
    const release = counter.acquire(request.ip);
    if (!release) {
      reply.header('connection', 'close');
      throw new AppError(HTTP_ERRORS.TOO_MANY_CONNECTIONS);
    }
    reply.raw.once('close', release);
  });
}

/**
 * A preValidation hook for one WebSocket route: one address may hold `perAddress` of its sockets;
 * past that the upgrade is refused with a 429. Run it after the origin check.
 */
export function websocketCap(perAddress: number) {
  const counter = new AddressCounter(perAddress);
  return async (request: FastifyRequest) => {
    const release = counter.acquire(request.ip);
    if (!release) throw new AppError(HTTP_ERRORS.TOO_MANY_CONNECTIONS);
    request.raw.socket.once('close', release);
  };
}
