import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_NAME, APP_VERSION } from '@havhjaelp/common/app-info';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAuth } from './authenticated';

export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_JSON_URL = `${API_DOCS_PREFIX}/openapi.json`;

/** The paths the API description covers; the rest is the web app and its files. */
const API_PATHS = ['/api/', '/tiles/', '/img/', '/mqtt'];

function isApiPath(url: string): boolean {
  return (
    API_PATHS.some((prefix) => url.startsWith(prefix)) &&
    !url.startsWith(`${API_DOCS_PREFIX}/`) &&
    url !== API_DOCS_PREFIX
  );
}

/** Grouped on the page by the path's first name under /api (`help`, `auth`, …), or its root. */
function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return (first === 'api' ? second : first) ?? 'api';
}

function securityOf(auth: RouteAuth | undefined): Record<string, string[]>[] | undefined {
  if (auth === undefined) return undefined;
  // `{}` beside the bearer: the route also answers anonymous callers.
  return auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
}

type RouteSchema = FastifySchema & { response?: Record<string | number, unknown> };

/**
 * Each route's schema as the type provider renders it, plus what every route may answer whether it
 * declares it or not: the `{error, code}` answer for any 4xx and 5xx (bad URL, body too large,
 * rate limit, a failure), and its login requirement. WebSocket routes are marked as such.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { route, url } = document;
  const websocket = (route as { websocket?: boolean }).websocket === true;
  const { hide, ...declared } = (document.schema ?? {}) as RouteSchema & { hide?: boolean };
  // @fastify/websocket hides its routes; here they are shown, marked as WebSocket.
  if (!isApiPath(url) || (hide && !websocket)) return { schema: { hide: true }, url };
  const security = securityOf(route.config?.auth);
  const schema: RouteSchema = {
    tags: [tagOf(url)],
    ...declared,
    response: { ...declared.response, '4XX': apiErrorSchema, '5XX': apiErrorSchema },
    ...(security ? { security } : {}),
    ...(websocket
      ? {
          description: 'WebSocket: opened with an HTTP Upgrade; a plain GET is refused with 426.',
          'x-websocket': true,
        }
      : {}),
  };
  return jsonSchemaTransform({ ...document, schema });
};

/**
 * The API description (OpenAPI 3.1) generated from every route's Zod schemas, at
 * `/api/docs/openapi.json`, and a page that reads it at `/api/docs`. Registered before the routes,
 * which it collects as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${APP_NAME} API`,
        version: APP_VERSION,
        description: 'Every error answers `{error, code}` with a Danish message.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No call to validator.swagger.io: the page stays within the app's own origin.
    validatorUrl: false,
  });
  app.get(OPENAPI_JSON_URL, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
