import { HTTP_ERRORS, type ApiError, type HttpErrorCode } from '@havhjaelp/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Fastify's own client-error codes mapped to ours. */
const FASTIFY_CODES: Record<string, HttpErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

/**
 * For Fastify's `frameworkErrors` option: errors its router raises before any hook or handler
 * (a malformed or overlong URL) get the same Danish `{error, code}` answer as everything else.
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = toErrorAnswer(error);
  void reply.status(answer.statusCode).send(answer.body);
}

export interface ErrorAnswer {
  statusCode: number;
  body: ApiError;
}

/** Turns anything thrown into a safe answer: never a stack, SQL or internal message for 5xx. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: { error: error.message, code: error.code } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = [...new Set(error.validation.map((issue) => issue.message))];
    return {
      statusCode: 400,
      body: {
        error: messages.join('. ') || HTTP_ERRORS.VALIDATION.message,
        code: HTTP_ERRORS.VALIDATION.code,
      },
    };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: HttpErrorCode =
      (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ||
      (status === 413 ? 'BODY_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST');
    return { statusCode: status, body: { error: HTTP_ERRORS[code].message, code } };
  }
  return {
    statusCode: 500,
    body: { error: HTTP_ERRORS.INTERNAL.message, code: HTTP_ERRORS.INTERNAL.code },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.statusCode >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    }
    return reply.status(answer.statusCode).send(answer.body);
  });
}
