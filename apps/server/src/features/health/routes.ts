import { APP_VERSION } from '@havhjaelp/common/app-info';
import type { AisStatus } from '@havhjaelp/common/ais';
import { healthSchema, type ComponentStatus } from '@havhjaelp/common/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type HealthChecks = Record<string, () => Promise<ComponentStatus>>;

export interface HealthOptions {
  checks: HealthChecks;
  ais?: () => AisStatus;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { checks, ais }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => checks[name]!()));
      const statuses = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const healthy = results.every((status) => status !== 'error');
      reply.header('cache-control', 'no-store');
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        version: APP_VERSION,
        checks: statuses,
        ...(ais ? { ais: ais() } : {}),
      });
    },
  );
};
