// The help list at about 10,000 requests, most of them ended (issue 14: 4.4 MB of member JSON
// and 234 ms to rebuild after each write at 10,528). The requests are written straight into the
// database, as one account may make only a few calls an hour through the API. Measures the
// member list's size (plain and gzipped) and how long the first GET after a write takes (the
// list is rebuilt then) against a GET served from the list cache.
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { registerUser } from './accounts';
import { seedRequests } from './help-requests';
import { startAppServer } from './processes';

const REQUESTS = Number(process.env.BENCH_HELP_REQUESTS ?? 10_000);
const OPEN = Number(process.env.BENCH_HELP_OPEN ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const temp = await makeTempDir('bench-help-size');
const app = await startAppServer({ DATA_DIR: temp.dir, LOG_LEVEL: 'warn' });
try {
  const { token, id } = await registerUser(app.url);
  seedRequests(app.dataDir, id, REQUESTS, OPEN);
  const auth = { authorization: `Bearer ${token}` };
  const get = async (encoding: string) => {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/help?_t=${Date.now()}`, {
      headers: { ...auth, 'accept-encoding': encoding },
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`GET /api/help answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.length, text: body };
  };
  // A profile change invalidates the list (names are read live), like any write.
  const write = async (i: number) => {
    const response = await fetch(`${app.url}/api/auth/profile`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ boatName: `Bench ${i}` }),
    });
    if (response.status !== 200)
      throw new Error(`PUT /api/auth/profile answered ${response.status}`);
  };
  await write(-1);
  // fetch() undoes gzip itself, so the identity answer gives the JSON size.
  const plain = await get('identity');
  const list = JSON.parse(plain.text.toString()) as { requests: unknown[]; count: number };
  const rebuilt: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await write(i);
    rebuilt.push((await get('identity')).ms);
    cached.push((await get('identity')).ms);
  }
  const { request } = await import('node:http');
  const gzipBytes = await new Promise<number>((resolve, reject) => {
    request(
      `${app.url}/api/help?_t=1`,
      { headers: { ...auth, 'accept-encoding': 'gzip' } },
      (r) => {
        let n = 0;
        r.on('data', (chunk: Buffer) => (n += chunk.length));
        r.on('end', () => resolve(n));
      },
    )
      .on('error', reject)
      .end();
  });
  console.log(
    JSON.stringify(
      {
        bench: `GET /api/help with ${REQUESTS} requests (${OPEN} open), logged in`,
        count: list.count,
        requestsInList: list.requests.length,
        memberJsonBytes: plain.bytes,
        memberGzipBytes: gzipBytes,
        firstGetAfterWriteMedianMs: Number(median(rebuilt).toFixed(1)),
        cachedGetMedianMs: Number(median(cached).toFixed(1)),
        rounds: ROUNDS,
      },
      null,
      2,
    ),
  );
} finally {
  await app.stop();
  await temp.remove();
}
