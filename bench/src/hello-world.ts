// The baseline: a bare Fastify hello-world in its own process, as the app server runs in its own.
// With HELLO_PAYLOAD (a JSON file {headers, bodyBase64}) it also answers GET /payload with exactly
// those bytes: the cost of the same answer without the app behind it. GET /page is a page of one
// line.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
// The least a browser can be asked to paint: the floor of the page-loading benches.
app.get('/page', (_request, reply) =>
  reply.type('text/html').send('<!doctype html><title>Hej</title><p>Hello world</p>'),
);
if (process.env.HELLO_PAYLOAD) {
  const payload = JSON.parse(await readFile(process.env.HELLO_PAYLOAD, 'utf8')) as {
    headers: Record<string, string>;
    bodyBase64: string;
  };
  const body = Buffer.from(payload.bodyBase64, 'base64');
  app.get('/payload', (_request, reply) => reply.headers(payload.headers).send(body));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
