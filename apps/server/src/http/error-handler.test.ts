import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { HELP_ERRORS } from '@havhjaelp/common/help-errors';
import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler, toErrorAnswer } from './error-handler';

describe('toErrorAnswer', () => {
  it('keeps the status, code and Danish message of an AppError', () => {
    expect(toErrorAnswer(new AppError(HELP_ERRORS.OWNER_ONLY, 'Det må du ikke'))).toEqual({
      statusCode: 403,
      body: { error: 'Det må du ikke', code: 'OWNER_ONLY' },
    });
    expect(toErrorAnswer(new AppError(HTTP_ERRORS.RATE_LIMITED)).body.error).toBe(
      'For mange forespørgsler. Vent lidt, og prøv igen.',
    );
  });

  it('maps Fastify client errors to Danish messages', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorAnswer(tooLarge)).toEqual({
      statusCode: 413,
      body: { error: 'Forespørgslen er for stor', code: 'BODY_TOO_LARGE' },
    });
    const badJson = Object.assign(new Error('Unexpected token'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorAnswer(badJson).body).toEqual({
      error: 'Forespørgslen indeholder ugyldig JSON',
      code: 'INVALID_JSON',
    });
  });

  it('hides the details of anything else behind a generic 500', () => {
    const answer = toErrorAnswer(new Error('SQLITE_ERROR: no such table: users at /src/db.ts:12'));
    expect(answer).toEqual({
      statusCode: 500,
      body: { error: 'Der opstod en fejl', code: 'INTERNAL' },
    });
    expect(toErrorAnswer('a string').statusCode).toBe(500);
    expect(toErrorAnswer(Object.assign(new Error('x'), { statusCode: 502 })).statusCode).toBe(500);
  });
});

describe('registerErrorHandler', () => {
  async function appWithRoutes() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('select * from secrets where password_hash = 1');
    });
    app.get('/upstream-down', async () => {
      throw new AppError(TILE_ERRORS.TILE_UPSTREAM_FAILED);
    });
    app.post(
      '/validated',
      { schema: { body: z.object({ name: z.string({ error: 'Navn er påkrævet' }) }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
    return { app, lines };
  }

  it('answers 500 without stack or SQL and logs the error with the request id', async () => {
    const { app, lines } = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Der opstod en fejl', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/select|password_hash|stack|at /i);
    const logged = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: unknown },
    );
    const entry = logged.find((line) => line.msg === 'request failed');
    expect(entry?.reqId).toMatch(/^req-\w+/);
    expect(JSON.stringify(entry?.err)).toContain('password_hash');
    await app.close();
  });

  it('answers a 5xx chosen on purpose with its code and leaves the logging to its feature', async () => {
    const { app, lines } = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/upstream-down' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: TILE_ERRORS.TILE_UPSTREAM_FAILED.message,
      code: 'TILE_UPSTREAM_FAILED',
    });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('answers a schema failure with 400 and the schema’s Danish message', async () => {
    const { app } = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Navn er påkrævet', code: 'VALIDATION' });
    await app.close();
  });
});
