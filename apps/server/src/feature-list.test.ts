import { FEATURE_CONTRACTS } from '@havhjaelp/common/features';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app';

/**
 * The two lists, the web's and the server's, are one app: each contract of the common list is
 * mounted by a server feature, and its endpoints are the routes the server has, no more, no fewer.
 */
describe('the feature lists', () => {
  const t = useTestApp();

  it('mount every contract, and route every endpoint each declares', async () => {
    await t.start();
    const declared = await Promise.all(
      FEATURE_CONTRACTS.map(async (feature) => Object.values((await feature.api?.()) ?? {})),
    );
    const routes = declared
      .flat()
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(new Set(routes).size, 'an endpoint declared twice').toBe(routes.length);
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(doc.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .filter((route) => route !== 'GET /mqtt')
      .sort();
    expect(described).toEqual(routes);
  });
});
