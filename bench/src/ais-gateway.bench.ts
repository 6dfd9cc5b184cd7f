// AIS gateway under load: an NMEA feed of 5,000 ships at 20,000 messages/s into the built app
// (AIS_SOURCE=nmea-tcp), 1,000 clients of /api/ais/stream each with a box of its own; the feed
// and the clients run in a load generator process of their own (ais-gateway-load.ts). Reports
// the lag from ingest to client (p50/p99/max), the server's RSS first with the feed alone and then
// with the clients (the difference over the clients is each client's memory), the rates, and the
// CPU of the server and of the generator (a generator near one full core bounds the lag figure).
// Targets (issue 29): RSS ≤ 200 MB and lag p99 ≤ 1 s; no memory growth over 5 minutes (issue 7).
// Side by side in one run: the server as it runs (its heap grows 15 % over what survived, see
// apps/server/src/main.ts) and the same server with V8's own heap growth, the baseline.
// BENCH_AIS_SECONDS sets the measured time (300 by default), BENCH_AIS_CLIENTS the clients,
// BENCH_AIS_RATE the feed's lines/s.
import { loadavg } from 'node:os';
import { startLoad } from './ais-gateway-load';
import { startAppServer } from './processes';

const SECONDS = Number(process.env.BENCH_AIS_SECONDS ?? 300);
const CLIENTS = Number(process.env.BENCH_AIS_CLIENTS ?? 1_000);
const RATE = Number(process.env.BENCH_AIS_RATE ?? 20_000);
const SHIPS = 5_000;
const WARM_UP_S = 20;
const FEED_ALONE_S = 30;
const SAMPLE_S = 10;
// About what a phone's map shows at zoom 9: 1.4 % of the Danish box.
const SPAN = { lat: 0.4, lon: 0.6 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const cores = (seconds: number, over: number) => Math.round((seconds / over) * 100) / 100;

const SETTINGS = [
  { name: "V8's own heap growth (baseline)", nodeArgs: ['--heap-growing-percent=0'] },
  { name: 'heap grows 15 % (the server as it runs)', nodeArgs: [] },
];

async function measure(nodeArgs: string[]) {
  const load = await startLoad(SHIPS, RATE);
  const app = await startAppServer({ LOG_LEVEL: 'warn', AIS_SOURCE: load.source }, nodeArgs);
  try {
    const status = async () =>
      (await (await fetch(`${app.url}/api/ais/status`)).json()) as {
        ships: number;
        clients: number;
      };

    // The feed alone first: what the server holds for the ships, before any client.
    await sleep(WARM_UP_S * 1000);
    const aloneCpu = await app.cpuSeconds();
    const alone: number[] = [];
    for (let s = 0; s < FEED_ALONE_S; s += 2) {
      await sleep(2000);
      alone.push(await app.rssMiB());
    }
    const aloneCores = cores((await app.cpuSeconds()) - aloneCpu, FEED_ALONE_S);
    console.log(`feed alone: ${JSON.stringify(await status())}, rss ${alone.join(' ')} MiB`);

    const connecting = Date.now();
    await load.subscribe(`${app.url.replace('http', 'ws')}/api/ais/stream`, CLIENTS, SPAN);
    console.log(
      `${CLIENTS} clients subscribed in ${Math.round((Date.now() - connecting) / 1000)} s`,
    );
    await sleep(WARM_UP_S * 1000);
    console.log(`warmed up: ${JSON.stringify(await status())}`);

    await load.reset();
    const start = await load.stats();
    const startCpu = await app.cpuSeconds();
    const startLoadCpu = await load.cpuSeconds();
    const rss: number[] = [];
    for (let s = 0; s < SECONDS; s += SAMPLE_S) {
      await sleep(SAMPLE_S * 1000);
      rss.push(await app.rssMiB());
      const now = await load.stats();
      console.log(
        `${s + SAMPLE_S}s rss ${rss.at(-1)} MiB, lag p99 ${now.lagMs.p99} ms, ` +
          `closed ${now.closed}, feed backlog ${now.feedBacklogKiB} KiB`,
      );
    }
    const end = await load.stats();
    const minute = Math.min(6, rss.length);
    return {
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      ships: (await status()).ships,
      messagesInPerS: Math.round((end.sent - start.sent) / SECONDS),
      framesOutPerS: Math.round((end.frames - start.frames) / SECONDS),
      serverCpuCores: {
        feedAlone: aloneCores,
        withClients: cores((await app.cpuSeconds()) - startCpu, SECONDS),
      },
      loadGeneratorCpuCores: cores((await load.cpuSeconds()) - startLoadCpu, SECONDS),
      lagMs: end.lagMs,
      rssMiB: {
        feedAloneMedian: median(alone),
        feedAloneMax: Math.max(...alone),
        withClientsMedian: median(rss),
        firstMinuteMax: Math.max(...rss.slice(0, minute)),
        lastMinuteMax: Math.max(...rss.slice(-minute)),
        max: Math.max(...rss),
      },
      // What the clients add to the server, each: the median with them over the median without.
      perClientKiB: Math.round(((median(rss) - median(alone)) * 1024) / CLIENTS),
      clientsClosed: end.closed,
      feedBacklogKiB: end.feedBacklogKiB,
    };
  } finally {
    await app.stop();
    await load.stop();
  }
}

console.log(
  `${new Date().toISOString()}: ${SHIPS} ships, ${RATE} lines/s, ${CLIENTS} clients, ${SECONDS} s`,
);
for (const { name, nodeArgs } of SETTINGS) {
  console.log(`--- ${name}`);
  console.log(JSON.stringify({ setting: name, ...(await measure(nodeArgs)) }));
}
