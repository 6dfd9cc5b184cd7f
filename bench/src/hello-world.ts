// The baseline: a bare Fastify hello-world in its own process, as the app server runs in its own.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
