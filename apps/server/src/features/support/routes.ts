import { apiErrorSchema } from '@havhjaelp/common/errors';
import {
  SUPPORT_SUCCESS_TEXT,
  supportMessageSchema,
  supportResultSchema,
} from '@havhjaelp/common/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitSupportMessage, type SupportDeps } from './service';

export const SUPPORT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const supportRoutes: FastifyPluginAsyncZod<Omit<SupportDeps, 'log'>> = async (app, deps) => {
  app.post(
    '/api/support',
    {
      config: { rateLimit: SUPPORT_RATE_LIMIT },
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
