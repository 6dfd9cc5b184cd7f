import { helpApi } from '@havhjaelp/common/help-api';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from '../../http/accepts-gzip';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import * as reading from './reading';
import * as help from './service';

export function helpRoutes(app: FastifyInstance, deps: help.HelpDeps): void {
  route(app, helpApi.list, async (request, reply) => {
    const list = await reading.cachedList(deps, request.user ? 'member' : 'public');
    // Text or bytes are sent as they are: the schema was applied when they were built.
    reply.header('vary', 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(list.json);
    return reply.header('content-encoding', 'gzip').send(list.gzipped);
  });

  route(app, helpApi.ended, async (request) =>
    reading.endedPage(deps, request.user ? 'member' : 'public', request.query),
  );

  route(app, helpApi.create, async (request) =>
    help.createRequest(deps, member(request), request.body),
  );

  route(app, helpApi.testimonials, async () => reading.publicTestimonials(deps));

  route(app, helpApi.responseTime, async (request) =>
    reading.responseTimeOf(deps, member(request).id),
  );

  route(app, helpApi.request, async (request) => help.getRequest(deps, request.params.id));

  route(app, helpApi.changeStatus, async (request) =>
    help.changeStatus(deps, member(request), request.params.id, request.body.status),
  );

  route(app, helpApi.respond, async (request) =>
    help.respond(deps, member(request), request.params.id, request.body),
  );

  route(app, helpApi.responses, async (request) =>
    help.listResponses(deps, member(request), request.params.id),
  );

  route(app, helpApi.accept, async (request) =>
    help.acceptHelper(deps, member(request), request.params.id, request.params.responseId),
  );

  route(app, helpApi.close, async (request) =>
    help.closeRequest(deps, member(request), request.params.id, request.body ?? {}),
  );
}
