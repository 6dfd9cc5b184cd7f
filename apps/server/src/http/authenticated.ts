import { AUTH_MESSAGES, AUTH_ERRORS } from '@havhjaelp/common/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../identity/member';
import { AppError } from './app-error';

/**
 * Who may call a route, declared in its options (`config: { auth }`): any logged-in member (with
 * the message that asks a visitor to log in, when the screen says why), or anyone, with the
 * member known when there is one.
 */
export type RouteAuth = 'member' | 'optional' | { member: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** Set before the handler runs on routes that declare `auth`. */
    user: Member | undefined;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1];
}

/**
 * Sets `request.user` on every route that declares `auth`, after its input is validated (so bad
 * input is told apart from a missing login as before); answers 401 when a member is required:
 * the session message for a dead token, else the route's login message. Every answer of such a
 * route, refusals included, may depend on who asks, so no cache keeps it (`no-store`).
 */
export function registerAuthentication(
  app: FastifyInstance,
  memberForToken: (token: string) => Promise<Member | undefined>,
): void {
  app.decorateRequest('user', undefined);
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.auth !== undefined) reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (auth === undefined) return;
    const token = bearerToken(request);
    request.user = token ? await memberForToken(token) : undefined;
    if (request.user || auth === 'optional') return;
    const loginMessage = typeof auth === 'object' ? auth.member : AUTH_MESSAGES.loginRequired;
    throw new AppError(
      AUTH_ERRORS.UNAUTHORIZED,
      token ? AUTH_MESSAGES.sessionExpired : loginMessage,
    );
  });
}

/** The member of a route that declares `auth: 'member'`; a route that forgot it refuses. */
export function member(request: FastifyRequest): Member {
  if (!request.user) throw new AppError(AUTH_ERRORS.UNAUTHORIZED);
  return request.user;
}
