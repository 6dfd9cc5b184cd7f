// GET /api/help polled by a browser that already holds the list (If-None-Match: its ETag), so the
// app answers 304 with no body, against a bare Fastify hello-world in the same run; a visitor's
// poll and a member's (whose session is kept in memory).
import { registerUser } from './accounts';
import { againstHelloWorld } from './against-hello-world';

const AT_SEA = { lat: 55.7, lng: 12.7 };

for (const who of ['visitor', 'member'] as const) {
  await againstHelloWorld(
    `GET /api/help answered 304 (${who}) vs hello-world`,
    async (appUrl) => {
      const owner = await registerUser(appUrl);
      const call = await fetch(`${appUrl}/api/help`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ type: 'motorstop', priority: 'normal', position: AT_SEA }),
      });
      if (!call.ok) throw new Error(`help-list-304: no call made (${call.status})`);
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (who === 'member') headers.authorization = `Bearer ${(await registerUser(appUrl)).token}`;
      const first = await fetch(`${appUrl}/api/help`, { headers });
      const etag = first.headers.get('etag');
      if (!first.ok || !etag) throw new Error(`help-list-304: no ETag (${first.status})`);
      return { url: `${appUrl}/api/help`, headers: { ...headers, 'if-none-match': etag } };
    },
    { status: 304 },
  );
}
