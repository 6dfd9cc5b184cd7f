import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Walks without recursion: a body may nest deeper than the call stack allows. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query or body. PostgreSQL
 * cannot store or even compare one in text, and no field of the app has a use for it, so both
 * databases answer the same clear 400 instead of PostgreSQL's 500.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError(HTTP_ERRORS.NUL_CHARACTER);
    }
  });
}
