import { AIS_STREAM_ERRORS, MAX_SUBSCRIPTIONS_PER_MINUTE } from '@havhjaelp/common/ais';
import { aisApi } from '@havhjaelp/common/ais-api';
import type { FastifyInstance } from 'fastify';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { websocketCap } from '../../http/connection-caps';
import { route } from '../../http/endpoint-route';
import { sameOriginOnly } from '../../http/same-origin';
import type { AisFeature } from './ais-feature';
import type { StreamSocket } from './stream/gateway';
import { streamFilter } from './stream/stream-filter';
import { readSubscription } from './stream/stream-subscription';
import { subscriptionPace } from './stream/subscription-pace';

export interface AisRouteOptions {
  ais: AisFeature;
  publicUrl: string;
  /** Open streams one client address may hold. */
  websocketsPerAddress: number;
  /** aisstream closes a connection that has not subscribed within 3 s; so does this stream. */
  subscribeTimeoutMs?: number;
}

const POLICY_VIOLATION = 1008;

function streamSocket(socket: WebSocket): StreamSocket {
  // The gateway writes ready-made frames (ShipFrame.wire) straight to ws's TCP socket, which ws
  // keeps private: framing once per message instead of once per client is what lets a thousand
  // clients share a feed. ws writes whole frames and compresses nothing here, so none interleave.
  const tcp = (socket as unknown as { _socket: Duplex })._socket;
  return {
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    send(wire) {
      if (socket.readyState === socket.OPEN) tcp.write(wire);
    },
    terminate: () => socket.terminate(),
    batch(write) {
      tcp.cork();
      try {
        write();
      } finally {
        tcp.uncork();
      }
    },
  };
}

const asBuffer = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);

export function aisRoutes(app: FastifyInstance, options: AisRouteOptions): void {
  const { ais } = options;

  route(app, aisApi.status, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ais.status();
  });

  route(
    app,
    aisApi.stream,
    (socket) => {
      const stream = streamSocket(socket);
      const refuse = (error: string) => {
        clearTimeout(late);
        ais.gateway.unsubscribe(stream);
        socket.send(JSON.stringify({ error }));
        socket.close(POLICY_VIOLATION);
      };
      const late = setTimeout(
        () => refuse(AIS_STREAM_ERRORS.late),
        options.subscribeTimeoutMs ?? 3_000,
      );
      const mayResubscribe = subscriptionPace(MAX_SUBSCRIPTIONS_PER_MINUTE, 60_000, ais.now);
      // A later subscription replaces the earlier one, as on aisstream.
      socket.on('message', (data) => {
        const result = readSubscription(asBuffer(data), ais.clientKey);
        if (!result.ok) return refuse(result.error);
        if (!mayResubscribe()) return refuse(AIS_STREAM_ERRORS.tooOften);
        clearTimeout(late);
        ais.gateway.subscribe(stream, streamFilter(result.subscription));
      });
      socket.on('close', () => {
        clearTimeout(late);
        ais.gateway.unsubscribe(stream);
      });
    },
    {
      preValidation: [
        sameOriginOnly(options.publicUrl),
        websocketCap(options.websocketsPerAddress),
      ],
    },
  );
}
