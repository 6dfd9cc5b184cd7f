// GET /api/help as a logged-in dashboard asks for it (bearer token, cache-busting query), with
// 1,000 open requests in the database, at 100 connections, side by side with a bare hello-world.
import { registerUser } from './accounts';
import { againstHelloWorld } from './against-hello-world';

const REQUESTS = Number(process.env.BENCH_HELP_REQUESTS ?? 1_000);
const PRIORITIES = ['normal', 'urgent', 'critical'] as const;
const TYPES = ['motorstop', 'battery', 'fuel', 'towing', 'medical', 'other'] as const;

/** Open requests spread over Danish waters, raised through the API like real ones. */
async function raiseRequests(appUrl: string, token: string): Promise<void> {
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(`${appUrl}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        vesselName: `Båd ${i}`,
        type: TYPES[i % TYPES.length],
        priority: PRIORITIES[i % PRIORITIES.length],
        description: `Bench-anmodning nummer ${i}: motoren stoppede ud for kysten.`,
        position: { lat: 54.6 + (i % 300) / 100, lng: 8.1 + (i % 470) / 100 },
      }),
    });
    if (response.status !== 200) throw new Error(`POST /api/help answered ${response.status}`);
  }
}

await againstHelloWorld(
  `GET /api/help (${REQUESTS} open requests, logged in) vs hello-world`,
  async (appUrl) => {
    const { token } = await registerUser(appUrl);
    await raiseRequests(appUrl, token);
    return {
      url: `${appUrl}/api/help?_t=1`,
      // What a browser sends: the list goes out gzipped, as every dashboard receives it.
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    };
  },
  { connections: Number(process.env.BENCH_HELP_CONNECTIONS ?? 100) },
);
