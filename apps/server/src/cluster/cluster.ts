import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { localBus, redisBus, type Bus } from './bus';
import { localLeases, redisLeases, type Leases } from './leases';

/**
 * What the app instances of one deployment share. Without REDIS_URL the instance is alone: its
 * bus reaches itself and it holds every lease, so one instance behaves as before there was Redis.
 */
export interface Cluster {
  /** This instance: host, process and a random part (a test runs several in one process). */
  instanceId: string;
  bus: Bus;
  leases: Leases;
  /** The shared Redis for libraries that take a connection (rate limits, the MQTT emitter). */
  redis: Redis | undefined;
  /** For /api/health: 'off' without Redis. */
  status(): Promise<'ok' | 'error' | 'off'>;
  close(): Promise<void>;
}

/**
 * Random, so the public AIS status can name the holder without telling the machine's name; the
 * log line at start ties it to host and process.
 */
const newInstanceId = (): string => randomUUID().slice(0, 8);

export function aloneCluster(): Cluster {
  const bus = localBus();
  const instanceId = newInstanceId();
  return {
    instanceId,
    bus,
    leases: localLeases(instanceId),
    redis: undefined,
    status: async () => 'off',
    close: () => bus.close(),
  };
}

const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Connects to the deployment's Redis, or answers the instance alone without `redisUrl`. While Redis
 * is away, ioredis reconnects by itself and tells `onError` of each failure; /api/health shows it.
 */
export function createCluster(
  redisUrl: string | undefined,
  onError: (error: Error) => void = () => {},
): Cluster {
  if (!redisUrl) return aloneCluster();
  const redis = new Redis(redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // While Redis is away a request that would use it waits at most this long, then goes on
    // without it (limits fail open, the list's word is dropped); reconnecting tries every second.
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  redis.on('error', onError);
  const bus = redisBus(redis, onError);
  const instanceId = newInstanceId();
  return {
    instanceId,
    bus,
    leases: redisLeases(redis, instanceId),
    redis,
    async status() {
      try {
        return (await redis.ping()) === 'PONG' ? 'ok' : 'error';
      } catch {
        return 'error';
      }
    },
    async close() {
      await bus.close();
      redis.disconnect();
    },
  };
}
