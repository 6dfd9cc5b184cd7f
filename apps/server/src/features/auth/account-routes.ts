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
};

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

  app.delete(
    '/api/auth/account',
    { schema: { body: deleteAccountSchema, response: { 200: messageResultSchema, ...errors } } },
    async (request) => {
      await deleteAccount(deps, await requireUser(deps, request), request.body.confirmPassword);
      return { message: PROFILE_MESSAGES.deleted };
    },
  );
};
