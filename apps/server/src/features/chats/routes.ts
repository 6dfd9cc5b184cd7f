import { chatsApi } from '@havhjaelp/common/chats-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import * as chats from './service';

/** The list of one's chats, and each kind's lines and read marker where the kind's endpoints say. */
export function chatRoutes(app: FastifyInstance, deps: chats.ChatsDeps): void {
  route(app, chatsApi.list, async (request) => chats.listChats(deps, member(request)));

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
