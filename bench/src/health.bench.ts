// GET /api/health (one database round trip, full middleware: helmet, error handler, response schema)
// against a bare Fastify hello-world, measured side by side in the same run.
import { againstHelloWorld } from './against-hello-world';

await againstHelloWorld('GET /api/health vs hello-world', async (appUrl) => `${appUrl}/api/health`);
