import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Browsers must connect from the app's own origin; clients without an Origin are not browsers. */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  return origin === new URL(publicUrl).origin;
}

/**
 * A preValidation hook for WebSocket routes: browsers do not apply CORS to WebSockets, so another
 * site's page could open one with the visitor's cookies; only the app's own origin may.
 */
export function sameOriginOnly(publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (!isAllowedOrigin(request.headers.origin, publicUrl)) {
      throw new AppError(HTTP_ERRORS.FORBIDDEN_ORIGIN);
    }
  };
}
