import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@havhjaelp/common/errors';
import { isScreenRoute } from '@havhjaelp/common/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths owned by the server; an unknown path under them is a JSON 404, never the SPA. */
const SERVER_PREFIXES = ['/api/', '/api', '/mqtt', '/tiles/'];

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function sendJsonNotFound(reply: FastifyReply) {
  return reply.status(404).send({ error: ERROR_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' });
}

/**
 * Serves the built web app. Screen routes of SPEC.md answer index.html with 200;
 * other page paths answer it with 404 so the app shows its not-found page and crawlers see 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // Our own policy below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built; only the API is served (run npm run build)');
  }

  const sendSpa = (reply: FastifyReply, html: string, status: number) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  // The static plugin refuses a bare directory, so the dashboard at / needs its own route.
  if (indexHtml) app.get('/', (_request, reply) => sendSpa(reply, indexHtml, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isServerPath(pathname) || !isPageRequest || !indexHtml) return sendJsonNotFound(reply);
    return sendSpa(reply, indexHtml, isScreenRoute(pathname) ? 200 : 404);
  });
}
