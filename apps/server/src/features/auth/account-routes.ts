import {
  deleteAccountSchema,
  messageResultSchema,
  PROFILE_MESSAGES,
  profileResultSchema,
  profileUpdateSchema,
} from '@havhjaelp/common/auth';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { member } from '../../http/authenticated';
import { RATE_LIMITS } from '../../http/rate-limits';
import {
  checkAccountPassword,
  deleteAccount,
  exportData,
  toProfile,
  updateProfile,
  type AccountDeps,
} from './account-service';
import { toSessionUser } from './service';

const errors = errorAnswers(400, 401, 403, 409, 429);
const PASSWORD_CONFIRMED = 'Password bekræftet';

export interface AccountRouteDeps extends AccountDeps {
  /** The per-account limit on password checks of a session (see index.ts). */
  limitPerAccount: preHandlerAsyncHookHandler;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  app.get(
    '/api/auth/profile',
    { schema: { response: { 200: profileResultSchema, ...errors } }, config: { auth: 'member' } },
    async (request) => {
      const user = member(request);
      return { user: toSessionUser(user), profile: toProfile(user) };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      schema: { body: profileUpdateSchema, response: { 200: profileResultSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) => {
      const updated = await updateProfile(deps, member(request), request.body);
      return { user: toSessionUser(updated), profile: toProfile(updated) };
    },
  );

  app.get(
    '/api/auth/export-data',
    {
      schema: { response: { 200: deps.exportSchema, 401: apiErrorSchema } },
      config: { auth: 'member' },
    },
    async (request, reply) => {
      const user = member(request);
      const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
      reply.header('content-disposition', `attachment; filename="havhjaelp-data-${stamp}.json"`);
      return exportData(deps, user);
    },
  );

  app.post(
    '/api/auth/account/check-password',
    {
      config: { rateLimit: RATE_LIMITS.accountPassword, auth: 'member' },
      preHandler: deps.limitPerAccount,
      schema: { body: deleteAccountSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await checkAccountPassword(deps, member(request), request.body.confirmPassword, request.ip);
      return { message: PASSWORD_CONFIRMED };
    },
  );

  app.delete(
    '/api/auth/account',
    {
      config: { rateLimit: RATE_LIMITS.accountPassword, auth: 'member' },
      preHandler: deps.limitPerAccount,
      schema: { body: deleteAccountSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await deleteAccount(deps, member(request), request.body.confirmPassword, request.ip);
      return { message: PROFILE_MESSAGES.deleted };
    },
  );
};
