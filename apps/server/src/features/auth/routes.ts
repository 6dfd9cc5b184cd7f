import { authApi } from '@havhjaelp/common/auth-api';
import type { FastifyInstance } from 'fastify';
import { bearerToken, member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import { login, logout, register, toSessionUser, type AuthDeps } from './service';

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const signIn = { config: { rateLimit: RATE_LIMITS.signIn } };

  route(app, authApi.register, async (request) => register(deps, request.body), signIn);

  route(
    app,
    authApi.login,
    async (request) => login(deps, request.body.login, request.body.password, request.ip),
    signIn,
  );

  route(app, authApi.me, async (request) => toSessionUser(member(request)));

  route(app, authApi.logout, async (request) => {
    const user = member(request);
    await logout(deps, user, bearerToken(request)!);
    return { success: true as const };
  });
}
