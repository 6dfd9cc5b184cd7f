import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import { member } from '../../http/authenticated';
import { RATE_LIMITS } from '../../http/rate-limits';

/**
 * A route hook limiting a session's password checks per account, on top of the per-address limit
 * of the route's own `rateLimit` (the plugin runs one limit per route, so this one is checked by
 * hand). It runs after authentication, so it knows the account.
 */
export function limitPasswordChecksPerAccount(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    ...RATE_LIMITS.accountPasswordPerAccount,
    keyGenerator: (request) => `account:${member(request).id}`,
  });
  return async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(HTTP_ERRORS.RATE_LIMITED);
  };
}
