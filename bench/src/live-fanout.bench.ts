// One new help request delivered over the live channel (MQTT over WebSocket at /mqtt) to 1,000
// subscribers of {root}/help/new, in three layouts measured in the same run: one instance alone
// (embedded SQLite, no Redis: the default), one instance on PostgreSQL + Redis, and two instances
// on PostgreSQL + Redis with the subscribers split between them and the request raised on the
// first (so half the deliveries cross Redis). Delivery latency is from the API call to each
// subscriber's socket; memory is the app processes' RSS.
import { performance } from 'node:perf_hooks';
import { liveTopics } from '@havhjaelp/common/live';
import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import { startRedisServer } from '@havhjaelp/testing/redis-server';
import { generate } from 'mqtt-packet';
import { WebSocket } from 'ws';
import { registerUserFromOwnAddress } from './accounts';
import { startAppServer, type ServedApp } from './processes';

const SUBSCRIBERS = Number(process.env.BENCH_FANOUT_SUBSCRIBERS ?? 1_000);
/** One account may have 3 calls open (LIMITS.posting): each event comes from its own account. */
const EVENTS = Number(process.env.BENCH_FANOUT_EVENTS ?? 5);
const CONNECT_BATCH = 200;
const PUBLISH = 0x30; // MQTT fixed-header type of a QoS 0 PUBLISH
const topic = liveTopics('havhjaelp').helpNew;

interface Subscriber {
  ws: WebSocket;
  /** Time each PUBLISH frame arrived, in this process's performance clock. */
  arrivals: number[];
}

/** A logged-out browser's subscription: CONNECT, then SUBSCRIBE to the public new-request topic. */
function subscribe(wsUrl: string, id: number): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, 'mqtt');
    const subscriber: Subscriber = { ws, arrivals: [] };
    ws.on('error', reject);
    ws.on('open', () => {
      ws.send(generate({ cmd: 'connect', clientId: `bench-${id}`, keepalive: 60, clean: true }));
      ws.send(generate({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic, qos: 0 }] }));
    });
    ws.on('message', (data: Buffer) => {
      if ((data[0]! & 0xf0) === PUBLISH) subscriber.arrivals.push(performance.now());
      else if (data[0] === 0x90) resolve(subscriber); // SUBACK
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;
}

/** Subscribers spread evenly over `apps`; requests raised on the first. */
async function fanOut(layout: string, apps: ServedApp[]) {
  const rssIdle = await Promise.all(apps.map((app) => app.rssMiB()));
  const subscribers: Subscriber[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - i) }, (_, j) => {
      const app = apps[(i + j) % apps.length]!;
      return subscribe(`${app.url.replace('http', 'ws')}/mqtt`, i + j);
    });
    subscribers.push(...(await Promise.all(batch)));
  }
  const rssWith = await Promise.all(apps.map((app) => app.rssMiB()));

  const latencies: number[] = [];
  for (let event = 0; event < EVENTS; event++) {
    const { token } = await registerUserFromOwnAddress(apps[0]!.url);
    const sentAt = performance.now();
    const response = await fetch(`${apps[0]!.url}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        type: 'battery',
        priority: 'urgent',
        position: { lat: 55.6, lng: 12.6 },
      }),
    });
    if (response.status !== 200) throw new Error(`POST /api/help answered ${response.status}`);
    const deadline = performance.now() + 30_000;
    while (subscribers.some((s) => s.arrivals.length <= event)) {
      if (performance.now() > deadline)
        throw new Error(`${layout}: event ${event} not delivered to all`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const s of subscribers) latencies.push(s.arrivals[event]! - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  latencies.sort((a, b) => a - b);
  for (const s of subscribers) s.ws.terminate();
  return {
    layout,
    subscribers: SUBSCRIBERS,
    events: EVENTS,
    deliveries: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
    rssMiBPerInstance: apps.map((_, i) => ({ idle: rssIdle[i], withSubscribers: rssWith[i] })),
  };
}

async function withApps<T>(envs: Record<string, string>[], run: (apps: ServedApp[]) => Promise<T>) {
  const apps: ServedApp[] = [];
  try {
    // One after the other: the first migrates a shared database.
    for (const env of envs)
      apps.push(await startAppServer({ LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env }));
    return await run(apps);
  } finally {
    for (const app of apps) await app.stop();
  }
}

const postgres = await startPostgresCluster({ durable: true });
const redis = await startRedisServer();
const shared = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
try {
  const results = [
    await withApps([{}], (apps) => fanOut('one instance alone (SQLite, no Redis)', apps)),
    await withApps([shared], (apps) => fanOut('one instance, PostgreSQL + Redis', apps)),
    await withApps([shared, shared], (apps) =>
      fanOut('two instances, PostgreSQL + Redis, subscribers split', apps),
    ),
  ];
  console.log(JSON.stringify({ bench: 'live fan-out of one new request', results }, null, 2));
} finally {
  await redis.stop();
  postgres.stop();
}
