import {
  closeHelpSchema,
  createHelpSchema,
  endedPageQuerySchema,
  endedPageSchema,
  helpListSchema,
  helpRequestSchema,
  helpResponseSchema,
  HELP_MESSAGES,
  helpResponsesSchema,
  respondSchema,
  statusUpdateSchema,
  testimonialsSchema,
} from '@havhjaelp/common/help';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { z } from 'zod';
import { acceptsGzip } from '../../http/accepts-gzip';
import { member } from '../../http/authenticated';
import * as reading from './reading';
import * as help from './service';

const errors = errorAnswers(400, 401, 403, 404, 409);
/** Creating a call or an offer adds the per-account posting limits. */
const postErrors = errorAnswers(400, 401, 403, 404, 409, 429);
const idParams = z.object({ id: z.string().min(1).max(64) });
const acceptParams = idParams.extend({ responseId: z.string().min(1).max(64) });
const listQuery = z.object({ _t: z.string().max(32).optional() });

export const helpRoutes: FastifyPluginAsyncZod<help.HelpDeps> = async (app, deps) => {
  app.get(
    '/api/help',
    {
      schema: { querystring: listQuery, response: { 200: helpListSchema, 400: apiErrorSchema } },
      config: { auth: 'optional' },
    },
    async (request, reply) => {
      const list = await reading.cachedList(deps, request.user ? 'member' : 'public');
      // Text or bytes are sent as they are: the schema was applied when they were built.
      // (The typed reply only knows the object form, hence the plain FastifyReply.)
      const plain: FastifyReply = reply;
      plain.header('vary', 'accept-encoding');
      plain.type('application/json; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return plain.send(list.json);
      return plain.header('content-encoding', 'gzip').send(list.gzipped);
    },
  );

  app.get(
    '/api/help/ended',
    {
      schema: {
        querystring: endedPageQuerySchema,
        response: { 200: endedPageSchema, 400: apiErrorSchema },
      },
      config: { auth: 'optional' },
    },
    async (request) => reading.endedPage(deps, request.user ? 'member' : 'public', request.query),
  );

  app.post(
    '/api/help',
    {
      schema: { body: createHelpSchema, response: { 200: helpRequestSchema, ...postErrors } },
      config: { auth: 'member' },
    },
    async (request) => help.createRequest(deps, member(request), request.body),
  );

  app.get(
    '/api/help/testimonials',
    { schema: { response: { 200: testimonialsSchema } } },
    async () => reading.publicTestimonials(deps),
  );

  app.get(
    '/api/help/:id',
    {
      schema: { params: idParams, response: { 200: helpRequestSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) => help.getRequest(deps, request.params.id),
  );

  app.put(
    '/api/help/:id',
    {
      schema: {
        params: idParams,
        body: statusUpdateSchema,
        response: { 200: helpRequestSchema, ...errors },
      },
      config: { auth: 'member' },
    },
    async (request) =>
      help.changeStatus(deps, member(request), request.params.id, request.body.status),
  );

  app.post(
    '/api/help/:id/respond',
    {
      schema: {
        params: idParams,
        body: respondSchema,
        response: { 200: helpResponseSchema, ...postErrors },
      },
      config: { auth: { member: HELP_MESSAGES.offerLoginRequired } },
    },
    async (request) => {
      const user = member(request);
      return help.respond(deps, user, request.params.id, request.body);
    },
  );

  app.get(
    '/api/help/:id/responses',
    {
      schema: { params: idParams, response: { 200: helpResponsesSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) => help.listResponses(deps, member(request), request.params.id),
  );

  app.post(
    '/api/help/:id/accept/:responseId',
    {
      schema: { params: acceptParams, response: { 200: helpRequestSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) =>
      help.acceptHelper(deps, member(request), request.params.id, request.params.responseId),
  );

  app.post(
    '/api/help/:id/close',
    {
      schema: {
        params: idParams,
        // Closing without a thank-you may send no body at all.
        body: closeHelpSchema.nullish(),
        response: { 200: helpRequestSchema, ...errors },
      },
      config: { auth: 'member' },
    },
    async (request) =>
      help.closeRequest(deps, member(request), request.params.id, request.body ?? {}),
  );
};
