import { APP_VERSION } from '@havhjaelp/common/app-info';
import type { AisStatus } from '@havhjaelp/common/ais';
import type { ComponentStatus } from '@havhjaelp/common/health';
import { healthApi } from '@havhjaelp/common/health-api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route';

export type HealthChecks = Record<string, () => Promise<ComponentStatus>>;

export interface HealthOptions {
  checks: HealthChecks;
  ais?: () => AisStatus;
}

export function healthRoutes(app: FastifyInstance, { checks, ais }: HealthOptions): void {
  route(app, healthApi.health, async (_request, reply) => {
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
  });
}
