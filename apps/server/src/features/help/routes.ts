import { nearOf } from '@havhjaelp/common/help';
import { helpApi } from '@havhjaelp/common/help-api';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from '../../http/accepts-gzip';
import { member } from '../../http/authenticated';
import { notModified } from '../../http/conditional';
import { route } from '../../http/endpoint-route';
import type { Member } from '../../identity/member';
import * as reading from './reading';
import * as help from './service';
import { viewerOf } from './viewer';

export function helpRoutes(app: FastifyInstance, deps: help.HelpDeps): void {
  const viewer = (request: { user?: Member }, query: { lat?: number; lng?: number }) =>
    viewerOf(deps.db, request.user, nearOf(query));

  route(app, helpApi.list, async (request, reply) => {
    const list = await reading.listFor(deps, await viewer(request, request.query));
    reply.header('vary', 'accept-encoding');
    const unchanged = notModified(request, reply, list.etag);
    if (unchanged) return unchanged;
    // Text or bytes are sent as they are: the schema was applied when they were built.
    reply.type('application/json; charset=utf-8');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(list.json);
    return reply.header('content-encoding', 'gzip').send(list.gzipped);
  });

  route(app, helpApi.ended, async (request) =>
    reading.endedPage(deps, await viewer(request, request.query), request.query),
  );

  route(app, helpApi.create, async (request) =>
    help.createRequest(deps, member(request), request.body),
  );

  route(app, helpApi.testimonials, async () => reading.publicTestimonials(deps));

  route(app, helpApi.responseTime, async (request) =>
    reading.responseTimeOf(deps, member(request).id),
  );

  route(app, helpApi.request, async (request) =>
    help.getRequest(deps, await viewer(request, request.query), request.params.id),
  );

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
