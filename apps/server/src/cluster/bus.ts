import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Messages between the app instances of one deployment. */
export interface Bus {
  /** Sends `message` on `channel` to every instance, this one included. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `onMessage` for every message on `channel` from any instance; answers how to stop. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One instance alone: its messages reach only itself. */
export function localBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, onMessage) {
      emitter.on(channel, onMessage);
      return async () => {
        emitter.off(channel, onMessage);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The instances of a deployment through Redis pub/sub. A connection that subscribes can do nothing
 * else, so subscriptions live on a duplicate of `redis`; each channel is subscribed in Redis once
 * however many handlers follow it here, so every handler gets each message once.
 */
export function redisBus(redis: Redis, onError: (error: Error) => void = () => {}): Bus {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  let closed = false;
  const channels = new Map<
    string,
    { handlers: Set<(message: string) => void>; ready: Promise<unknown> }
  >();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of channels.get(channel)?.handlers ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      await redis.publish(channel, message);
    },
    async subscribe(channel, onMessage) {
      // A wrapper of its own, so the same function subscribed twice is also stopped one at a time.
      const handler = (message: string) => onMessage(message);
      let entry = channels.get(channel);
      if (!entry) {
        const created = {
          handlers: new Set<(message: string) => void>(),
          ready: subscriber.subscribe(channel),
        };
        // A refused subscription is tried afresh by the next subscriber.
        created.ready.catch(() => {
          if (channels.get(channel) === created) channels.delete(channel);
        });
        channels.set(channel, created);
        entry = created;
      }
      const { handlers } = entry;
      handlers.add(handler);
      // Every subscriber waits for Redis to confirm, so it misses nothing published afterwards.
      await entry.ready;
      return async () => {
        // After close the connection is gone, and with it every subscription.
        if (closed || !handlers.delete(handler) || handlers.size > 0) return;
        channels.delete(channel);
        // With Redis away the stop still stops here (no handler is called); Redis forgets the
        // subscription with the connection.
        await subscriber.unsubscribe(channel).catch(onError);
      };
    },
    async close() {
      closed = true;
      channels.clear();
      subscriber.disconnect();
    },
  };
}
