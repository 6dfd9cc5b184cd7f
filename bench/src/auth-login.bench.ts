// POST /api/auth/login under load, next to what bounds it: the Argon2id hash the server runs per
// login, timed here with the server's own module and parameters, and the ceiling that implies.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  hashPassword,
  MAX_CONCURRENT_HASHES,
  verifyPassword,
} from '../../apps/server/src/features/auth';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { registerUser } from './accounts';
import { load } from './load';
import { startAppServer } from './processes';

const connections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_LOGIN_SECONDS ?? 10);
const hashRuns = Number(process.env.BENCH_HASH_RUNS ?? 20);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

/** Median wall time of `runs` sequential calls, after one untimed warm-up call. */
async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(1));
}

// Timed before the server starts, so the hashes have the machine to themselves.
const hashMs = await medianMs(hashRuns, () => hashPassword(ACCOUNT_PASSWORD));
const storedHash = await hashPassword(ACCOUNT_PASSWORD);
const verifyMs = await medianMs(hashRuns, () => verifyPassword(storedHash, ACCOUNT_PASSWORD));
const limit = MAX_CONCURRENT_HASHES;
const cores = os.availableParallelism();

// Login is limited to 10 per minute per IP. With TRUST_PROXY on, every request gets its own
// X-Forwarded-For, so the limiter sees a new client each time; the per-account lock counts only
// failures, and every login here succeeds.
let clients = 0;
function nextClientIp(): string {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

const app = await startAppServer({ LOG_LEVEL: logLevel, TRUST_PROXY: 'true' });
try {
  const user = await registerUser(app.url);
  const result = await load(
    {
      url: `${app.url}/api/auth/login`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: user.username, password: user.password }),
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextClientIp() },
          }),
        },
      ],
    },
    connections,
    seconds,
  );
  const answers = Object.values(result.statusCodes).reduce((sum, count) => sum + count, 0);
  const ok = result.statusCodes['200'] ?? 0;
  const non200Share = answers ? (answers - ok) / answers : 1;
  if (non200Share > 0 || result.errors)
    throw new Error(
      `login answered other than 200 under load (${JSON.stringify(result.statusCodes)}, ` +
        `${result.errors} connection errors): is the rate limit still in the way?`,
    );
  // Login runs verify, not hash; both cost the same with these parameters (see verifyMedianMs).
  const ceiling = (parallel: number) => Math.round((parallel * 1000) / hashMs);
  console.log(
    JSON.stringify(
      {
        bench: 'POST /api/auth/login vs the Argon2id ceiling',
        logLevel,
        connections,
        seconds,
        login: { ...result, answers, non200Share, distinctClientIps: clients },
        argon2id: { runs: hashRuns, hashMedianMs: hashMs, verifyMedianMs: verifyMs },
        ceiling: {
          hashConcurrencyLimit: limit,
          cores,
          // p-limit bound ÷ time per hash: what the server could do with a core per hash.
          limitBoundRps: ceiling(limit),
          // The hashes are CPU-bound, so on fewer cores than the bound the cores decide.
          coreBoundRps: ceiling(Math.min(limit, cores)),
          measuredShareOfCoreBound: Number(
            (result.requestsPerSecond / ceiling(Math.min(limit, cores))).toFixed(2),
          ),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await app.stop();
}
