import { PASSWORD_RESET_MESSAGES } from '@havhjaelp/common/auth';
import { authApi } from '@havhjaelp/common/auth-api';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import pLimit from 'p-limit';
import { bearerToken, member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  type PasswordDeps,
} from './password-service';

/** Reset mails sent at once; the rest wait their turn. */
const MAIL_CONCURRENCY = 2;

export interface PasswordRouteDeps extends PasswordDeps {
  /** The per-account limit on password checks of a session (see index.ts). */
  limitPerAccount: preHandlerAsyncHookHandler;
}

export function passwordRoutes(app: FastifyInstance, deps: PasswordRouteDeps): void {
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

  const resetLimit = { config: { rateLimit: RATE_LIMITS.passwordReset } };

  route(
    app,
    authApi.forgotPassword,
    async (request) => {
      asked.set(request, request.body.email);
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },
    {
      ...resetLimit,
      onResponse: async (request) => {
        const email = asked.get(request);
        if (email !== undefined) afterAnswer(() => requestPasswordReset(deps, email));
      },
    },
  );

  route(
    app,
    authApi.resetPassword,
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
    resetLimit,
  );

  route(
    app,
    authApi.changePassword,
    async (request) => {
      const user = member(request);
      const { currentPassword, newPassword } = request.body;
      const session = { token: bearerToken(request)!, ip: request.ip };
      await changePassword(deps, user, session, currentPassword, newPassword);
      return { message: PASSWORD_RESET_MESSAGES.changed };
    },
    { config: { rateLimit: RATE_LIMITS.accountPassword }, preHandler: deps.limitPerAccount },
  );
}
