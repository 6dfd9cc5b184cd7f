// AIS gateway under load: an NMEA feed of 5,000 ships at 20,000 messages/s into the built app
// (AIS_SOURCE=nmea-tcp), 1,000 clients of /api/ais/stream each with a box of its own. Reports
// the lag from ingest to client (p50/p99/max), the server's RSS over the run, and the rates.
// Targets (issue 7): p99 ≤ 1 s, no memory growth over 5 minutes, RSS ≤ 200 MB.
// BENCH_AIS_SECONDS sets the measured time (300 by default), BENCH_AIS_CLIENTS the clients.
import { subscribe } from './ais-gateway-clients';
import { startFeeder } from './ais-gateway-feed';
import { startAppServer } from './processes';

const SECONDS = Number(process.env.BENCH_AIS_SECONDS ?? 300);
const CLIENTS = Number(process.env.BENCH_AIS_CLIENTS ?? 1_000);
const RATE = Number(process.env.BENCH_AIS_RATE ?? 20_000);
const SHIPS = 5_000;
const WARM_UP_S = 20;
const SAMPLE_S = 10;
// About what a phone's map shows at zoom 9: 1.4 % of the Danish box.
const SPAN = { lat: 0.4, lon: 0.6 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const feeder = await startFeeder(SHIPS, RATE);
const app = await startAppServer({ LOG_LEVEL: 'warn', AIS_SOURCE: feeder.source });
try {
  const url = `${app.url.replace('http', 'ws')}/api/ais/stream`;
  const clients = await subscribe(url, CLIENTS, SPAN);
  await sleep(WARM_UP_S * 1000);
  const status = async () =>
    (await (await fetch(`${app.url}/api/ais/status`)).json()) as { ships: number; clients: number };
  console.log(`warmed up: ${JSON.stringify(await status())}`);

  clients.lags.reset();
  const startFrames = clients.frames();
  const startLines = feeder.sent();
  const startCpu = await app.cpuSeconds();
  const rss: number[] = [];
  for (let s = 0; s < SECONDS; s += SAMPLE_S) {
    await sleep(SAMPLE_S * 1000);
    rss.push(await app.rssMiB());
    const { lags } = clients;
    console.log(
      `${s + SAMPLE_S}s rss ${rss.at(-1)} MiB, lag p99 ${lags.percentile(0.99)} ms, ` +
        `closed ${clients.closed()}, feed backlog ${Math.round(feeder.backlogBytes() / 1024)} KiB`,
    );
  }
  const inRate = Math.round((feeder.sent() - startLines) / SECONDS);
  // How much of one core the server needed; the clients run in this process, on the other core.
  const serverCore = Math.round((((await app.cpuSeconds()) - startCpu) / SECONDS) * 100) / 100;
  const outRate = Math.round((clients.frames() - startFrames) / SECONDS);
  const minute = Math.min(6, rss.length);
  const firstMinute = Math.max(...rss.slice(0, minute));
  const lastMinute = Math.max(...rss.slice(-minute));
  const { lags } = clients;
  console.log(
    JSON.stringify({
      seconds: SECONDS,
      clients: CLIENTS,
      ships: (await status()).ships,
      messagesInPerS: inRate,
      framesOutPerS: outRate,
      serverCpuCores: serverCore,
      lagMs: { p50: lags.percentile(0.5), p99: lags.percentile(0.99), max: lags.percentile(1) },
      rssMiB: { firstMinuteMax: firstMinute, lastMinuteMax: lastMinute, max: Math.max(...rss) },
      clientsClosed: clients.closed(),
      feedBacklogKiB: Math.round(feeder.backlogBytes() / 1024),
    }),
  );
  clients.close();
} finally {
  await app.stop();
  await feeder.stop();
}
