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
  const pubConn = redis.duplicate();
  const subConn = redis.duplicate();
  const mq = MQEmitterRedis({
    pubConn: pubConn as unknown as Connection,
    subConn: subConn as unknown as Connection,
  });
  // The emitter closes once both connections say 'end', but ioredis never says it for a
  // connection told to quit while it waits to reconnect (Redis away): the broker would never close.
  const close = mq.close.bind(mq);
  mq.close = (done) => {
    close(done);
    for (const connection of [pubConn, subConn]) {
      if (connection.status === 'reconnecting') connection.emit('end');
    }
  };
  // Connection errors are emitted on `state`, which the types leave out; unheard, they would throw.
  (mq as unknown as { state: EventEmitter }).state.on('error', onError);
  return mq;
}
