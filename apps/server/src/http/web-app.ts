import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { isScreenRoute } from '@havhjaelp/common/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths owned by the server; an unknown path under them is a JSON 404, never the SPA. */
const SERVER_PREFIXES = ['/api/', '/api', '/mqtt', '/tiles/', '/img/'];

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function sendJsonNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: HTTP_ERRORS.NOT_FOUND.message, code: HTTP_ERRORS.NOT_FOUND.code });
}

/** The encodings the web build writes beside each file (see apps/web/vite.config.ts), best first. */
const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODINGS;

/** index.html as built, with its precompressed copies when the build wrote them. */
interface IndexHtml {
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

function readIndexHtml(indexFile: string): IndexHtml | undefined {
  if (!fs.existsSync(indexFile)) return undefined;
  const encoded: IndexHtml['encoded'] = {};
  for (const [encoding, suffix] of Object.entries(ENCODINGS) as [Encoding, string][]) {
    if (fs.existsSync(indexFile + suffix)) encoded[encoding] = fs.readFileSync(indexFile + suffix);
  }
  return { identity: fs.readFileSync(indexFile), encoded };
}

/**
 * Serves the built web app. Screen routes of SPEC.md answer index.html with 200;
 * other page paths answer it with 404 so the app shows its not-found page and crawlers see 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = readIndexHtml(path.join(webRoot, 'index.html'));

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding; the plain file otherwise.
      preCompressed: true,
      // Our own policy below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding, so a shared cache must not mix them up.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built; only the API is served (run npm run build)');
  }

  const sendSpa = (
    request: FastifyRequest,
    reply: FastifyReply,
    html: IndexHtml,
    status: number,
  ) => {
    // `*` means gzip, as @fastify/static reads it for the other files.
    const accepted = negotiate(
      (request.headers['accept-encoding'] ?? '').replaceAll('*', 'gzip'),
      Object.keys(html.encoded) as Encoding[],
    );
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (accepted) reply.header('content-encoding', accepted);
    return reply.send(accepted ? html.encoded[accepted] : html.identity);
  };

  // The static plugin refuses a bare directory, so the dashboard at / needs its own route.
  if (indexHtml) app.get('/', (request, reply) => sendSpa(request, reply, indexHtml, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isServerPath(pathname) || !isPageRequest || !indexHtml) return sendJsonNotFound(reply);
    return sendSpa(request, reply, indexHtml, isScreenRoute(pathname) ? 200 : 404);
  });
}
