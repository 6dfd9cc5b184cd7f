import type { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';

/**
 * The broker's message queue through Redis pub/sub, so what one instance publishes reaches the
 * subscribers of every instance. Live events are QoS 0 and never retained: no broker persistence.
 * The emitter quits its connections when the broker closes, so it gets duplicates of `redis`.
 */
export function redisEmitter(redis: Redis, onError: (error: Error) => void) {
  // Its types name the ioredis 5 it depends on; an ioredis 6 connection speaks the same API.
  type Connection = NonNullable<Parameters<typeof MQEmitterRedis>[0]>['pubConn'];
  const connection = () => redis.duplicate() as unknown as Connection;
  const mq = MQEmitterRedis({ pubConn: connection(), subConn: connection() });
  // Connection errors are emitted on `state`, which the types leave out; unheard, they would throw.
  (mq as unknown as { state: EventEmitter }).state.on('error', onError);
  return mq;
}
