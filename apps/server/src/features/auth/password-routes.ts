import {
  changePasswordSchema,
  forgotPasswordSchema,
  messageResultSchema,
  PASSWORD_RESET_MESSAGES,
  resetPasswordSchema,
} from '@havhjaelp/common/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { bearerToken, member } from '../../http/authenticated';
import { RATE_LIMITS } from '../../http/rate-limits';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  type PasswordDeps,
} from './password-service';

const errors = errorAnswers(400, 401, 429);

export const passwordRoutes: FastifyPluginAsyncZod<PasswordDeps> = async (app, deps) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: { body: forgotPasswordSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: { body: resetPasswordSchema, response: { 200: messageResultSchema, ...errors } },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: messageResultSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) => {
      const user = member(request);
      const { currentPassword, newPassword } = request.body;
      await changePassword(deps, user, bearerToken(request)!, currentPassword, newPassword);
      return { message: PASSWORD_RESET_MESSAGES.changed };
    },
  );
};
