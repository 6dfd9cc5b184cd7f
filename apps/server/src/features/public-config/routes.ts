import { publicConfigSchema, type PublicConfig } from '@havhjaelp/common/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.get(
    '/api/config',
    { schema: { response: { 200: publicConfigSchema } } },
    async () => publicConfig,
  );
};
