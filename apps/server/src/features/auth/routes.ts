import {
  authResultSchema,
  loginResultSchema,
  loginSchema,
  registerSchema,
  sessionUserSchema,
} from '@havhjaelp/common/auth';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { z } from 'zod';
import { bearerToken, member } from '../../http/authenticated';
import { RATE_LIMITS } from '../../http/rate-limits';
import { login, logout, register, toSessionUser, type AuthDeps } from './service';

const errors = errorAnswers(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { body: registerSchema, response: { 200: authResultSchema, ...errors } },
    },
    async (request) => register(deps, request.body),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { body: loginSchema, response: { 200: loginResultSchema, ...errors } },
    },
    async (request) => login(deps, request.body.login, request.body.password, request.ip),
  );

  app.get(
    '/api/auth/me',
    {
      schema: { response: { 200: sessionUserSchema, 401: apiErrorSchema } },
      config: { auth: 'member' },
    },
    async (request) => toSessionUser(member(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { response: { 200: z.object({ success: z.literal(true) }), 401: apiErrorSchema } },
      config: { auth: 'member' },
    },
    async (request) => {
      const user = member(request);
      await logout(deps, user, bearerToken(request)!);
      return { success: true as const };
    },
  );
};
