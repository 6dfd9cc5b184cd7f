// GET /api/auth/me with a bearer token (session lookup joined to the user, response schema, full
// middleware) against a bare Fastify hello-world, measured side by side in the same run.
import { registerUser } from './accounts';
import { againstHelloWorld } from './against-hello-world';

await againstHelloWorld('GET /api/auth/me vs hello-world', async (appUrl) => {
  const { token } = await registerUser(appUrl);
  return { url: `${appUrl}/api/auth/me`, headers: { authorization: `Bearer ${token}` } };
});
