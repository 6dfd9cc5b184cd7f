import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin } from '../live/acl';
import { AppError } from './app-error';

/**
 * A preValidation hook for WebSocket routes: browsers do not apply CORS to WebSockets, so another
 * site's page could open one with the visitor's cookies; only the app's own origin may.
 */
export function sameOriginOnly(publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (!isAllowedOrigin(request.headers.origin, publicUrl)) {
      throw new AppError(403, 'FORBIDDEN_ORIGIN', 'Forbindelsen er ikke tilladt fra dette domæne');
    }
  };
}
