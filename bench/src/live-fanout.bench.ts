// One new help request delivered over the live channel (MQTT over WebSocket at /mqtt) to 1,000
// and 5,000 subscribers of {root}/help/new: delivery latency from the API call to each
// subscriber's socket, and the server's memory with that many connections.
import { performance } from 'node:perf_hooks';
import { liveTopics } from '@havhjaelp/common/live';
import { generate } from 'mqtt-packet';
import { WebSocket } from 'ws';
import { registerUser } from './accounts';
import { startAppServer } from './processes';

const SIZES = (process.env.BENCH_FANOUT_SIZES ?? '1000,5000').split(',').map(Number);
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
      ws.send(generate({ cmd: 'connect', clientId: `bench-${id}`, keepalive: 0, clean: true }));
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

async function fanOut(size: number) {
  const app = await startAppServer({ LOG_LEVEL: 'warn' });
  try {
    const { token } = await registerUser(app.url);
    const rssBefore = await app.rssMiB();
    const wsUrl = `${app.url.replace('http', 'ws')}/mqtt`;
    const subscribers: Subscriber[] = [];
    for (let i = 0; i < size; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, size - i) }, (_, j) =>
        subscribe(wsUrl, i + j),
      );
      subscribers.push(...(await Promise.all(batch)));
    }
    const rssWith = await app.rssMiB();

    const latencies: number[] = [];
    for (let event = 0; event < EVENTS; event++) {
      const sentAt = performance.now();
      const response = await fetch(`${app.url}/api/help`, {
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
        if (performance.now() > deadline) throw new Error(`event ${event} not delivered to all`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const s of subscribers) latencies.push(s.arrivals[event]! - sentAt);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    latencies.sort((a, b) => a - b);
    for (const s of subscribers) s.ws.terminate();
    return {
      subscribers: size,
      events: EVENTS,
      deliveries: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: percentile(latencies, 1),
      serverRssMiB: { idle: rssBefore, withSubscribers: rssWith },
      perSubscriberKiB: Math.round(((rssWith - rssBefore) * 1024) / size),
    };
  } finally {
    await app.stop();
  }
}

const results = [];
for (const size of SIZES) results.push(await fanOut(size));
console.log(JSON.stringify({ bench: 'live fan-out of one new request', results }, null, 2));
