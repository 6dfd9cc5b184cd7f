import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { API_DOCS_PREFIX, OPENAPI_JSON_URL } from './api-docs';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: JsonObject }> }>;
  security?: object[];
  'x-websocket'?: boolean;
}
type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[] };
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route Fastify has, read from its own route tree (not from what the description collected),
 * as `METHOD /path`. Fastify's automatic HEAD twins are left out, as the description leaves them.
 */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(full);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' || !match[3]!.includes('GET')) routes.push(`${method} ${full}`);
    }
  }
  return routes;
}

/** The web app's files and the SPA fallback, and the description's own page, are not the API. */
const notApi = (route: string) =>
  route.endsWith(' /') || route.includes('*') || route.includes(` ${API_DOCS_PREFIX}`);

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API description', () => {
  const t = useTestApp();
  let doc: OpenApiDocument;
  let webRoot: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    // A built web app, so the SPA fallback and its static files are among Fastify's routes.
    webRoot = await makeTempDir('api-docs-web');
    await fs.writeFile(path.join(webRoot.dir, 'index.html'), '<!doctype html><title>x</title>');
    await t.start({}, { webRoot: webRoot.dir });
    const response = await t.app.inject(OPENAPI_JSON_URL);
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => webRoot.remove());

  it('is OpenAPI 3.1 with a title and version', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Havhjælp API');
    expect(doc.info.version).toEqual(expect.any(String));
  });

  it('has every route of the app, each with its error answer {error, code}', () => {
    const routes = routesOf(t.app).filter((route) => !notApi(route));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      const operation = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      for (const status of ['4XX', '5XX']) {
        const schema = operation!.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.required, `${route} ${status}`).toEqual(['error', 'code']);
      }
    }
    // Nothing in the description that the app does not have.
    const described = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(described.sort()).toEqual(routes.map((r) => toOpenApiPath(r)).sort());
  });

  it('names each path parameter, request body and login requirement', () => {
    for (const [url, operations] of Object.entries(doc.paths)) {
      const inPath = [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(operations)) {
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(params.map((p) => p.name).sort(), url).toEqual(inPath.sort());
        expect(params.every((p) => p.required)).toBe(true);
      }
    }
    const respond = doc.paths['/api/help/{id}/respond']!.post!;
    expect(respond.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
    });
    expect(respond.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/help']!.get!.security).toEqual([{}, { bearer: [] }]);
    // The cache-busting query, and where the member is (which makes the calls near it precise).
    expect(doc.paths['/api/help']!.get!.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:_t',
      'query:lat',
      'query:lng',
    ]);
    expect(doc.paths['/mqtt']!.get!['x-websocket']).toBe(true);
  });

  it('has a page at /api/docs that runs under the strict Content-Security-Policy, without login', async () => {
    const page = await t.app.inject(`${API_DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // Only script files: an inline script or handler would be blocked by that policy.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.body).not.toMatch(/\son[a-z]+=/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const asset = await t.app.inject(new URL(file, `http://x${API_DOCS_PREFIX}/`).pathname);
      expect(asset.statusCode, file).toBe(200);
    }
  });
});
