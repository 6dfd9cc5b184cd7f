// The AIS feature as one object: a source feeding the pipeline, the ship store, the gateway and
// their timers. buildApp makes one from the configuration; tests make one with a source and a
// clock of their own.
import type { AisStatus } from '@havhjaelp/common/ais';
import { LIMITS } from '@havhjaelp/common/limits';
import { AisGateway, type GatewayOptions } from './stream/gateway';
import { AisPipeline } from './pipeline';
import { ShipStore } from './ship-store';
import type { AisSource } from './sources/source';

/** How often the gateway sends what came in: well inside the one second a client may lag. */
const TICK_MS = 100;

export interface AisFeatureOptions {
  source: AisSource;
  now: () => number;
  /** The key clients must send; see AIS_CLIENT_KEY. */
  clientKey: string;
  gateway?: Omit<GatewayOptions, 'now'>;
  tickMs?: number;
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
  start(): void;
  stop(): Promise<void>;
}

export function createAisFeature(options: AisFeatureOptions): AisFeature {
  const { source, now, clientKey } = options;
  const store = new ShipStore(LIMITS.aisShipExpiryMs);
  const gateway = new AisGateway(store, { ...options.gateway, now });
  const pipeline = new AisPipeline(store, gateway, now);
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
        source: source.kind,
        state: source.state(),
        ships: store.size,
        lastMessageAt: last === null ? null : new Date(last).toISOString(),
        clients: gateway.clientCount,
      };
    },
    cleanup() {
      const at = now();
      pipeline.expire(at);
      return store.expire(at);
    },
    start() {
      source.start(pipeline);
      ticker = setInterval(() => gateway.tick(), options.tickMs ?? TICK_MS);
      ticker.unref();
    },
    async stop() {
      clearInterval(ticker);
      await source.stop();
    },
  };
}
