// The shape every "endpoint vs hello-world" benchmark shares: the built app and the bare Fastify
// baseline in their own processes, loaded alternately by sideBySide, the median round printed.
import { sideBySide, type LoadTarget } from './load';
import { startAppServer, startHelloWorld } from './processes';

const defaultConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

/** `target` gets the running app's base URL, so it can set up data (a user, a token) first. */
export async function againstHelloWorld(
  bench: string,
  target: (appUrl: string) => Promise<LoadTarget>,
  /** `status`: the one answer the app must give (a 304 poll); by default any 2xx. */
  options: { connections?: number; status?: number } = {},
): Promise<void> {
  const connections = options.connections ?? defaultConnections;
  const app = await startAppServer({ LOG_LEVEL: logLevel });
  const hello = await startHelloWorld();
  try {
    const result = await sideBySide(await target(app.url), `${hello.url}/hello`, {
      connections,
      seconds,
      rounds,
    });
    const { statusCodes, non2xx, errors } = result.target;
    const wrong =
      options.status === undefined
        ? non2xx
        : Object.entries(statusCodes).filter(([code]) => Number(code) !== options.status).length;
    if (wrong || errors) throw new Error(`${bench}: the app answered errors under load`);
    console.log(
      JSON.stringify({ bench, logLevel, connections, seconds, rounds, ...result }, null, 2),
    );
  } finally {
    await app.stop();
    await hello.stop();
  }
}
