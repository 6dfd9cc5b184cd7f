import { RATE_LIMITS } from '../../http/rate-limits';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import {
  SUPPORT_SUCCESS_TEXT,
  supportMessageSchema,
  supportResultSchema,
} from '@havhjaelp/common/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitSupportMessage, type SupportDeps } from './service';

export const supportRoutes: FastifyPluginAsyncZod<Omit<SupportDeps, 'log'>> = async (app, deps) => {
  app.post(
    '/api/support',
    {
      config: { rateLimit: RATE_LIMITS.support },
      schema: {
        body: supportMessageSchema,
        response: { 200: supportResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await submitSupportMessage({ ...deps, log: request.log }, request.body);
      return { success: true as const, message: SUPPORT_SUCCESS_TEXT };
    },
  );
};
