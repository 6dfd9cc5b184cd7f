// GET /api/health (one database round trip, full middleware: helmet, error handler, response schema)
// against a bare Fastify hello-world, measured side by side in the same run.
import { sideBySide } from './load';
import { startAppServer, startHelloWorld } from './processes';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const app = await startAppServer({ LOG_LEVEL: logLevel });
const hello = await startHelloWorld();
try {
  const result = await sideBySide(`${app.url}/api/health`, `${hello.url}/hello`, {
    connections,
    seconds,
    rounds,
  });
  if (result.target.non2xx || result.target.errors)
    throw new Error('the app answered errors under load');
  console.log(
    JSON.stringify(
      {
        bench: 'GET /api/health vs hello-world',
        logLevel,
        connections,
        seconds,
        rounds,
        ...result,
      },
      null,
      2,
    ),
  );
} finally {
  await app.stop();
  await hello.stop();
}
