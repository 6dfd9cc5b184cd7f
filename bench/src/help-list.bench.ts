// GET /api/help as a logged-in dashboard asks for it (bearer token, cache-busting query, gzip),
// with 1,000 open requests in the database, at 100 connections. Compared side by side with a bare
// Fastify hello-world, and with a bare Fastify answering the very same bytes (headers and gzipped
// body), which shows how much of the gap is the size of the answer rather than the app.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { registerUser } from './accounts';
import { seedRequests } from './help-requests';
import { sideBySide } from './load';
import { startAppServer, startHelloWorld } from './processes';

const REQUESTS = Number(process.env.BENCH_HELP_REQUESTS ?? 1_000);
const connections = Number(process.env.BENCH_HELP_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** The app's answer exactly as sent (node:http keeps the body gzipped), saved for the baseline. */
async function saveAnswer(url: string, headers: Record<string, string>, file: string) {
  const { request } = await import('node:http');
  const { statusCode, answerHeaders, body } = await new Promise<{
    statusCode: number;
    answerHeaders: Record<string, string>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          answerHeaders: response.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
  if (statusCode !== 200) throw new Error(`GET /api/help answered ${statusCode}`);
  const kept = Object.fromEntries(
    Object.entries(answerHeaders).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
    ),
  );
  await writeFile(file, JSON.stringify({ headers: kept, bodyBase64: body.toString('base64') }));
  return body.length;
}

const temp = await makeTempDir('bench-help');
const app = await startAppServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
try {
  const { token, id } = await registerUser(app.url);
  seedRequests(app.dataDir, id, REQUESTS);
  // What a browser sends: the list goes out gzipped, as every dashboard receives it.
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const target = { url: `${app.url}/api/help?_t=1`, headers };
  const payloadFile = path.join(temp.dir, 'answer.json');
  const bodyBytes = await saveAnswer(target.url, headers, payloadFile);
  const hello = await startHelloWorld({ HELLO_PAYLOAD: payloadFile });
  try {
    const options = { connections, seconds, rounds };
    const vsHello = await sideBySide(target, `${hello.url}/hello`, options);
    const vsSameBytes = await sideBySide(target, `${hello.url}/payload`, options);
    if (vsHello.target.non2xx || vsHello.target.errors) throw new Error('the app answered errors');
    console.log(
      JSON.stringify(
        {
          bench: `GET /api/help (${REQUESTS} open requests, logged in, gzip)`,
          connections,
          seconds,
          rounds,
          answerBytesGzipped: bodyBytes,
          vsHelloWorld: vsHello,
          vsSameBytesFromBareFastify: vsSameBytes,
        },
        null,
        2,
      ),
    );
  } finally {
    await hello.stop();
  }
} finally {
  await app.stop();
  await temp.remove();
}
