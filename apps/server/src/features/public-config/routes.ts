import type { PublicConfig } from '@havhjaelp/common/public-config';
import { publicConfigApi } from '@havhjaelp/common/public-config-api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route';

export function publicConfigRoutes(app: FastifyInstance, publicConfig: PublicConfig): void {
  route(app, publicConfigApi.config, async () => publicConfig);
}
