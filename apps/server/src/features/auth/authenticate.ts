import { AUTH_MESSAGES } from '@havhjaelp/common/auth';
import type { FastifyRequest } from 'fastify';
import type { UserTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { userForToken, type AuthDeps } from './service';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1];
}

/** The logged-in user of this request, or undefined when there is no valid session. */
export async function optionalUser(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<UserTable | undefined> {
  const token = bearerToken(request);
  return token ? userForToken(deps, token) : undefined;
}

/**
 * The logged-in user; answers 401 otherwise: the session message for a dead token, else
 * `loginMessage` (what the screen asks the visitor to log in for).
 */
export async function requireUser(
  deps: AuthDeps,
  request: FastifyRequest,
  loginMessage: string = AUTH_MESSAGES.loginRequired,
): Promise<UserTable> {
  const user = await optionalUser(deps, request);
  if (!user) {
    const message = bearerToken(request) ? AUTH_MESSAGES.sessionExpired : loginMessage;
    throw new AppError(401, 'UNAUTHORIZED', message);
  }
  return user;
}
