import {
  changePasswordSchema,
  forgotPasswordSchema,
  messageResultSchema,
  PASSWORD_RESET_MESSAGES,
  resetPasswordSchema,
} from '@havhjaelp/common/auth';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
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

/** Reset mails sent at once; the rest wait their turn. */
const MAIL_CONCURRENCY = 2;

export interface PasswordRouteDeps extends PasswordDeps {
  /** The per-account limit on password checks of a session (see index.ts). */
  limitPerAccount: preHandlerAsyncHookHandler;
}

export const passwordRoutes: FastifyPluginAsyncZod<PasswordRouteDeps> = async (app, deps) => {
  // Looking the address up and mailing take longer for a known address than for an unknown one,
  // so both happen after the answer: the answer's timing tells nothing about who has an account.
  const mailLimit = pLimit(MAIL_CONCURRENCY);
  const inFlight = new Set<Promise<void>>();
  const afterAnswer = (task: () => Promise<void>) => {
    const done = mailLimit(task)
      .catch((err: unknown) => app.log.error({ err }, 'password reset mail failed'))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });
  /** The address a forgot-password request asked for, read once its answer has gone. */
  const asked = new WeakMap<FastifyRequest, string>();

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: { body: forgotPasswordSchema, response: { 200: messageResultSchema, ...errors } },
      onResponse: async (request) => {
        const email = asked.get(request);
        if (email !== undefined) afterAnswer(() => requestPasswordReset(deps, email));
      },
    },
    async (request) => {
      asked.set(request, request.body.email);
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
      config: { rateLimit: RATE_LIMITS.accountPassword, auth: 'member' },
      preHandler: deps.limitPerAccount,
    },
    async (request) => {
      const user = member(request);
      const { currentPassword, newPassword } = request.body;
      const session = { token: bearerToken(request)!, ip: request.ip };
      await changePassword(deps, user, session, currentPassword, newPassword);
      return { message: PASSWORD_RESET_MESSAGES.changed };
    },
  );
};
