import { friendsApi } from '@havhjaelp/common/friends-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import * as friends from './service';

const done = { success: true as const };

export function friendsRoutes(app: FastifyInstance, deps: friends.FriendsDeps): void {
  route(app, friendsApi.list, async (request) => friends.listFriends(deps, member(request)));

  route(app, friendsApi.requests, async (request) => friends.listRequests(deps, member(request)));

  route(app, friendsApi.directory, async (request) =>
    friends.directory(deps, member(request), request.query),
  );

  route(
    app,
    friendsApi.search,
    async (request) => friends.search(deps, member(request), request.body.query),
    { config: { rateLimit: RATE_LIMITS.friendSearch } },
  );

  route(app, friendsApi.request, async (request) =>
    friends.sendRequest(deps, member(request), request.body.receiverId),
  );

  route(app, friendsApi.accept, async (request) =>
    friends.acceptRequest(deps, member(request), request.params.id),
  );

  route(app, friendsApi.reject, async (request) => {
    await friends.rejectRequest(deps, member(request), request.params.id);
    return done;
  });

  route(app, friendsApi.remove, async (request) => {
    await friends.removeFriend(deps, member(request), request.params.friendId);
    return done;
  });

  route(app, friendsApi.block, async (request) => {
    await friends.block(deps, member(request), request.body.userId);
    return done;
  });

  route(app, friendsApi.unblock, async (request) => {
    await friends.unblock(deps, member(request), request.params.userId);
    return done;
  });

  route(app, friendsApi.blocked, async (request) => friends.listBlocked(deps, member(request)));
}
