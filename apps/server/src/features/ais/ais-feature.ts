// The AIS feature as one object: a source feeding the pipeline, the ship store, the gateway and
// their timers. buildApp makes one from the configuration; tests make one with a source and a
// clock of their own. In a cluster one instance holds the source and sends its ships to every
// instance over the bus, each of which feeds its own store and stream clients from there.
import type { AisStatus } from '@havhjaelp/common/ais';
import { LIMITS } from '@havhjaelp/common/limits';
import type { Bus } from '../../cluster/bus';
import type { Leases } from '../../cluster/leases';
import { AisGateway, type GatewayOptions } from './stream/gateway';
import { AisPipeline, type AisOutlet } from './pipeline';
import { ShipStore } from './ship-store';
import { LeasedSource, type LeasedSourceOptions } from './sources/leased-source';
import type { AisSource } from './sources/source';

/** How often the gateway sends what came in: well inside the one second a client may lag. */
const TICK_MS = 100;

/** The bus channel of the holder's ship messages. */
export const AIS_SHIPS_CHANNEL = 'ais:ships';
/** A holder that stopped says so here, so another instance takes over at once, not at its next renewal. */
const AIS_SOURCE_FREE_CHANNEL = 'ais:source-free';

/** What the instances of a deployment share, for AIS: the bus for the ships, a lease for the source. */
export interface AisClusterOptions {
  bus: Bus;
  leases: Leases;
  instanceId: string;
  /** The lease's time to live and renewal; see LeasedSource. */
  ttlMs?: LeasedSourceOptions['ttlMs'];
  renewMs?: LeasedSourceOptions['renewMs'];
}

export interface AisFeatureOptions {
  /**
   * The source, or how to make one: in a cluster each takeover opens a fresh one (a network source
   * that stopped does not start again).
   */
  source: AisSource | (() => AisSource);
  now: () => number;
  /** The key clients must send; see AIS_CLIENT_KEY. */
  clientKey: string;
  gateway?: Omit<GatewayOptions, 'now'>;
  tickMs?: number;
  /** With several instances; without, this instance opens the source itself, as ever. */
  cluster?: AisClusterOptions;
}

export interface AisFeature {
  readonly clientKey: string;
  /** The feature's clock, in ms. */
  readonly now: () => number;
  readonly store: ShipStore;
  readonly gateway: AisGateway;
  readonly pipeline: AisPipeline;
  status(): AisStatus;
  /** Forgets expired ships and unfinished multi-part messages; returns the ships forgotten. */
  cleanup(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The source of an instance alone, or the one this instance opens while it holds the lease. */
interface Upstream {
  state: AisSource['state'];
  start(): Promise<void>;
  stop(): Promise<void>;
  holding?: LeasedSource['holding'];
}

function aloneUpstream(source: AisSource, pipeline: AisPipeline): Upstream {
  return {
    state: () => source.state(),
    start: async () => source.start(pipeline),
    stop: () => source.stop(),
  };
}

function clusterUpstream(
  cluster: AisClusterOptions,
  open: () => AisSource,
  pipeline: AisPipeline,
): Upstream {
  const { bus } = cluster;
  const leased = new LeasedSource({ ...cluster, open, sink: pipeline });
  const unsubscribe: (() => Promise<void>)[] = [];
  return {
    state: () => leased.state(),
    holding: () => leased.holding(),
    async start() {
      // Following the channels first, so the holder's first ships reach this instance too.
      unsubscribe.push(
        await bus.subscribe(AIS_SHIPS_CHANNEL, (json) => pipeline.received(json)),
        await bus.subscribe(AIS_SOURCE_FREE_CHANNEL, () => leased.tryNow()),
      );
      leased.start();
    },
    async stop() {
      const wasHolder = leased.holding().role === 'holder';
      await leased.stop();
      for (const stop of unsubscribe.splice(0)) await stop();
      if (wasHolder) await bus.publish(AIS_SOURCE_FREE_CHANNEL, '').catch(() => undefined);
    },
  };
}

export function createAisFeature(options: AisFeatureOptions): AisFeature {
  const { now, clientKey, cluster } = options;
  const given = options.source;
  const make = typeof given === 'function' ? given : () => given;
  // Made at once for its kind; opened by the first start.
  let unopened: AisSource | undefined = make();
  const kind = unopened.kind;
  const open = (): AisSource => {
    const source = unopened ?? make();
    unopened = undefined;
    return source;
  };
  const store = new ShipStore(LIMITS.aisShipExpiryMs);
  const gateway = new AisGateway(store, { ...options.gateway, now });
  const publish: AisOutlet | undefined = cluster
    ? (message) => {
        cluster.bus.publish(AIS_SHIPS_CHANNEL, JSON.stringify(message)).catch(() => undefined);
      }
    : undefined;
  const pipeline = new AisPipeline(store, gateway, now, publish);
  const upstream = cluster
    ? clusterUpstream(cluster, open, pipeline)
    : aloneUpstream(open(), pipeline);
  let ticker: NodeJS.Timeout | undefined;
  return {
    clientKey,
    now,
    store,
    gateway,
    pipeline,
    status() {
      const last = pipeline.stats.lastMessageAt;
      return {
        source: kind,
        state: upstream.state(),
        ships: store.size,
        lastMessageAt: last === null ? null : new Date(last).toISOString(),
        clients: gateway.clientCount,
        ...(upstream.holding ? { cluster: upstream.holding() } : {}),
      };
    },
    cleanup() {
      const at = now();
      pipeline.expire(at);
      return store.expire(at);
    },
    async start() {
      await upstream.start();
      ticker = setInterval(() => gateway.tick(), options.tickMs ?? TICK_MS);
      ticker.unref();
    },
    async stop() {
      clearInterval(ticker);
      await upstream.stop();
    },
  };
}
