import { SUPPORT_SUCCESS_TEXT } from '@havhjaelp/common/support';
import { supportApi } from '@havhjaelp/common/support-api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import { submitSupportMessage, type SupportDeps } from './service';

export function supportRoutes(app: FastifyInstance, deps: Omit<SupportDeps, 'log'>): void {
  route(
    app,
    supportApi.send,
    async (request) => {
      await submitSupportMessage(
        { ...deps, log: request.log },
        request.body,
        request.user?.id ?? null,
      );
      return { success: true as const, message: SUPPORT_SUCCESS_TEXT };
    },
    { config: { rateLimit: RATE_LIMITS.support } },
  );
}
