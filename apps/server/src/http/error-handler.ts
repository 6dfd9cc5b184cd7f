import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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
 * (a malformed or overlong URL) get the same Danish `{error, code}` answer as everything else, with
 * the security headers no hook had the chance to set.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const answer = toErrorAnswer(error);
    void reply.headers(headers).status(answer.statusCode).send(answer.body);
  };
}

/** What Node's HTTP parser refused, by its error code. */
function clientErrorCode(error: NodeJS.ErrnoException): HttpErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * For Fastify's `clientErrorHandler`: a request Node's parser refused (headers too large, a
 * malformed request line or Transfer-Encoding, too slow) never reaches Fastify, so the answer is
 * written to the socket here, Danish and with the security headers, and the connection closed.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = clientErrorCode(error);
    const { status, message } = HTTP_ERRORS[code];
    const body = JSON.stringify({ error: message, code } satisfies ApiError);
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/** The answer for an error status a plugin sent without a body (`reply.code(404).send()`). */
const ANSWER_BY_STATUS: Partial<Record<number, HttpErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'UNAVAILABLE',
};

const isEmptyPayload = (payload: unknown) =>
  payload === undefined ||
  payload === null ||
  payload === '' ||
  (Buffer.isBuffer(payload) && payload.length === 0);

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
  // A plain GET to a WebSocket route is answered 404 with no body by @fastify/websocket: it is
  // told instead that the address wants an Upgrade.
  const websocketRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route as { websocket?: boolean }).websocket) websocketRoutes.add(route.url);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isEmptyPayload(payload)) return payload;
    const upgrade = reply.statusCode === 404 && websocketRoutes.has(request.routeOptions.url ?? '');
    const code: HttpErrorCode = upgrade
      ? 'UPGRADE_REQUIRED'
      : (ANSWER_BY_STATUS[reply.statusCode] ??
        (reply.statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST'));
    const { status, message } = HTTP_ERRORS[code];
    if (upgrade) reply.status(status).header('upgrade', 'websocket');
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ error: message, code } satisfies ApiError);
  });
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    // A 5xx AppError is an answer chosen on purpose (an upstream down, a budget spent), which its
    // feature logs as it sees fit; anything else is a fault, logged with its stack.
    if (answer.statusCode >= 500 && !(error instanceof AppError)) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    }
    return reply.status(answer.statusCode).send(answer.body);
  });
}
