import { authApi } from '@havhjaelp/common/auth-api';
import { PROFILE_MESSAGES } from '@havhjaelp/common/auth';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
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

const PASSWORD_CONFIRMED = 'Password bekræftet';

export interface AccountRouteDeps extends AccountDeps {
  /** The per-account limit on password checks of a session (see index.ts). */
  limitPerAccount: preHandlerAsyncHookHandler;
}

export function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const passwordCheck = {
    config: { rateLimit: RATE_LIMITS.accountPassword },
    preHandler: deps.limitPerAccount,
  };

  route(app, authApi.profile, async (request) => {
    const user = member(request);
    return { user: toSessionUser(user), profile: toProfile(user) };
  });

  route(app, authApi.updateProfile, async (request) => {
    const updated = await updateProfile(deps, member(request), request.body);
    return { user: toSessionUser(updated), profile: toProfile(updated) };
  });

  // Every feature's part is in the export: the app's own composition of their contracts.
  route(app, { ...authApi.exportData, answer: deps.exportSchema }, async (request, reply) => {
    const user = member(request);
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    reply.header('content-disposition', `attachment; filename="havhjaelp-data-${stamp}.json"`);
    return exportData(deps, user);
  });

  route(
    app,
    authApi.checkPassword,
    async (request) => {
      await checkAccountPassword(deps, member(request), request.body.confirmPassword, request.ip);
      return { message: PASSWORD_CONFIRMED };
    },
    passwordCheck,
  );

  route(
    app,
    authApi.deleteAccount,
    async (request) => {
      await deleteAccount(deps, member(request), request.body.confirmPassword, request.ip);
      return { message: PROFILE_MESSAGES.deleted };
    },
    passwordCheck,
  );
}
