// The help API on PostgreSQL against SQLite in the same run: the same built server twice, once on
// its embedded SQLite (synchronous=FULL) and once with DATABASE_URL on a throw-away PostgreSQL
// cluster started from Debian's packages with its durability on (fsync, synchronous commit), both
// seeded with 1,000 open requests. Measured alternately, several rounds, median round:
// - GET /api/help as a logged-in dashboard asks for it (the list cache answers most of these),
// - GET /api/help/:id (one database read per answer),
// - POST /api/help, a call raised by each of many accounts (three each: the open-call limit).
import { performance } from 'node:perf_hooks';
import type { Account } from '@havhjaelp/testing/accounts';
import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import { registerUserFromOwnAddress } from './accounts';
import { seedPostgresRequests, seedRequests } from './help-requests';
import { sideBySide } from './load';
import { startAppServer, type ServedApp } from './processes';

const REQUESTS = 1_000;
const connections = Number(process.env.BENCH_HELP_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS_PER_ROUND = Number(process.env.BENCH_CALLS_PER_ROUND ?? 150);
const CREATORS = 16;

interface CreationRound {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** `CALLS_PER_ROUND` calls from fresh accounts, `CREATORS` at a time. */
async function createCalls(app: ServedApp): Promise<CreationRound> {
  const accounts: Account[] = [];
  for (let i = 0; i < CALLS_PER_ROUND / 3; i++)
    accounts.push(await registerUserFromOwnAddress(app.url));
  const queue = accounts.flatMap((account) => [account, account, account]);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CREATORS }, async () => {
      for (let account = queue.pop(); account; account = queue.pop()) {
        const at = performance.now();
        const response = await fetch(`${app.url}/api/help`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
          body: JSON.stringify({
            type: 'motorstop',
            priority: 'normal',
            position: { lat: 55 + Math.random(), lng: 10 + Math.random() },
          }),
        });
        await response.text();
        if (response.status !== 200) throw new Error(`POST /api/help answered ${response.status}`);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Number(latencies[Math.floor((latencies.length - 1) * p)]!.toFixed(1));
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

const medianOf = (results: CreationRound[]) =>
  [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;

const cluster = await startPostgresCluster({ durable: true });
const env = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', TRUST_PROXY: 'true' };
const sqlite = await startAppServer(env);
const postgres = await startAppServer({ ...env, DATABASE_URL: cluster.url });
try {
  const readers = {
    sqlite: await registerUserFromOwnAddress(sqlite.url),
    postgres: await registerUserFromOwnAddress(postgres.url),
  };
  seedRequests(sqlite.dataDir, readers.sqlite.id, REQUESTS);
  await seedPostgresRequests(cluster.url, readers.postgres.id, REQUESTS);
  /** A request in the middle of the list, for the single reads. */
  const oneId = async (app: ServedApp, reader: Account) => {
    const list = await fetch(`${app.url}/api/help?_t=1`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    const { requests } = (await list.json()) as { requests: { id: string }[] };
    if (requests.length < REQUESTS) throw new Error(`the list shows ${requests.length} requests`);
    return requests[Math.floor(requests.length / 2)]!.id;
  };
  const target = (app: ServedApp, reader: Account, path: string) => ({
    url: `${app.url}${path}`,
    headers: { authorization: `Bearer ${reader.token}`, 'accept-encoding': 'gzip' },
  });
  const options = { connections, seconds, rounds };
  // The list cache lives 2 s, so the seeded rows show after that.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const ids = {
    sqlite: await oneId(sqlite, readers.sqlite),
    postgres: await oneId(postgres, readers.postgres),
  };
  const list = await sideBySide(
    target(postgres, readers.postgres, '/api/help?_t=1'),
    target(sqlite, readers.sqlite, '/api/help?_t=1'),
    options,
  );
  const one = await sideBySide(
    target(postgres, readers.postgres, `/api/help/${ids.postgres}`),
    target(sqlite, readers.sqlite, `/api/help/${ids.sqlite}`),
    options,
  );
  const created = { sqlite: [] as CreationRound[], postgres: [] as CreationRound[] };
  for (let round = 0; round < rounds; round++) {
    created.sqlite.push(await createCalls(sqlite));
    created.postgres.push(await createCalls(postgres));
  }
  const creation = { sqlite: medianOf(created.sqlite), postgres: medianOf(created.postgres) };
  for (const result of [list, one]) {
    if (result.target.non2xx || result.baseline.non2xx) throw new Error('an app answered errors');
  }
  console.log(
    JSON.stringify(
      {
        bench: `help API on PostgreSQL (target) vs SQLite (baseline), ${REQUESTS} open requests`,
        connections,
        seconds,
        rounds,
        'GET /api/help': list,
        'GET /api/help/:id': one,
        'POST /api/help': {
          ...creation,
          ratio: Number((creation.postgres.perSecond / creation.sqlite.perSecond).toFixed(2)),
          creators: CREATORS,
          callsPerRound: CALLS_PER_ROUND,
        },
        rssMiB: { sqlite: await sqlite.rssMiB(), postgres: await postgres.rssMiB() },
      },
      null,
      2,
    ),
  );
} finally {
  await sqlite.stop();
  await postgres.stop();
  cluster.stop();
}
