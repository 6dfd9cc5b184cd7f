import {
  dataExportSchema,
  deleteAccountSchema,
  messageResultSchema,
  PROFILE_MESSAGES,
  profileResultSchema,
  profileUpdateSchema,
} from '@havhjaelp/common/auth';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from './authenticate';
import {
  checkAccountPassword,
  deleteAccount,
  exportData,
  toProfile,
  updateProfile,
  type AccountDeps,
} from './account-service';
import { toSessionUser } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
/** The deletion's password checks, each limited per address against guessing. */
const PASSWORD_TRIES_PER_IP = { max: 10, timeWindow: '1 minute' } as const;
const PASSWORD_CONFIRMED = 'Password bekræftet';

export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.get(
    '/api/auth/profile',
    { schema: { response: { 200: profileResultSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(deps, request);
      return { user: toSessionUser(user, deps.adminEmail), profile: toProfile(user) };
    },
  );

  app.put(
    '/api/auth/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileResultSchema, ...errors } } },
    async (request) => {
      const updated = await updateProfile(deps, await requireUser(deps, request), request.body);
      return { user: toSessionUser(updated, deps.adminEmail), profile: toProfile(updated) };
    },
  );

  app.get(
    '/api/auth/export-data',
    { schema: { response: { 200: dataExportSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
      reply
        .header('content-disposition', `attachment; filename="havhjaelp-data-${stamp}.json"`)
        .header('cache-control', 'no-store');
      return exportData(deps, user);
    },
  );

  app.post(
    '/api/auth/account/check-password',
    {
      config: { rateLimit: PASSWORD_TRIES_PER_IP },
      schema: { body: deleteAccountSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await checkAccountPassword(await requireUser(deps, request), request.body.confirmPassword);
      return { message: PASSWORD_CONFIRMED };
    },
  );

  app.delete(
    '/api/auth/account',
    {
      config: { rateLimit: PASSWORD_TRIES_PER_IP },
      schema: { body: deleteAccountSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await deleteAccount(deps, await requireUser(deps, request), request.body.confirmPassword);
      return { message: PROFILE_MESSAGES.deleted };
    },
  );
};
