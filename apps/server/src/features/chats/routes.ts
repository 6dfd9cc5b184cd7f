import { chatsApi } from '@havhjaelp/common/chats-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { notModified, weakEtagOf } from '../../http/conditional';
import { route } from '../../http/endpoint-route';
import * as chats from './service';

/** The list of one's chats, and each kind's lines and read marker where the kind's endpoints say. */
export function chatRoutes(app: FastifyInstance, deps: chats.ChatsDeps): void {
  route(app, chatsApi.list, async (request, reply) => {
    // Serialised here, so the poll that already holds this answer is told so without a body.
    const json = JSON.stringify(
      chatsApi.list.answer.parse(await chats.listChats(deps, member(request))),
    );
    const unchanged = notModified(request, reply, weakEtagOf(json));
    if (unchanged) return unchanged;
    return reply.type('application/json; charset=utf-8').send(json);
  });

  for (const kind of deps.kinds) {
    route(app, kind.api.lines, async (request) =>
      chats.readChat(deps, kind, member(request), request.params.id, request.query),
    );

    route(app, kind.api.post, async (request) =>
      chats.postChat(deps, kind, member(request), request.params.id, request.body.message),
    );

    route(app, kind.api.markRead, async (request) =>
      chats.markRead(deps, kind, member(request), request.params.requestId, request.body.messageId),
    );
  }
}
