import { forumApi } from '@havhjaelp/common/forum-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import * as forum from './service';

const done = { success: true as const };

export function forumRoutes(app: FastifyInstance, deps: forum.ForumDeps): void {
  route(app, forumApi.categories, async () => forum.listCategories(deps));

  route(app, forumApi.topics, async (request) =>
    forum.listTopics(deps, member(request), request.params.id, request.query),
  );

  route(app, forumApi.topic, async (request) =>
    forum.readTopic(deps, member(request), request.params.id, request.query),
  );

  route(app, forumApi.createTopic, async (request) =>
    forum.createTopic(deps, member(request), request.body),
  );

  route(app, forumApi.deleteTopic, async (request) => {
    await forum.deleteTopic(deps, member(request), request.params.id);
    return done;
  });

  route(app, forumApi.createPost, async (request) =>
    forum.createReply(deps, member(request), request.body),
  );

  route(app, forumApi.deletePost, async (request) => {
    await forum.deletePost(deps, member(request), request.params.id);
    return done;
  });

  route(app, forumApi.like, async (request) =>
    forum.toggleLike(deps, member(request), request.body),
  );

  route(app, forumApi.solution, async (request) =>
    forum.markSolution(deps, member(request), request.params.id, request.body.post_id),
  );

  route(app, forumApi.moderate, async (request) =>
    forum.moderate(deps, member(request), request.params.id, request.body),
  );

  route(app, forumApi.hidePost, async (request) =>
    forum.hidePost(deps, member(request), request.params.id, request.body.hidden),
  );

  route(app, forumApi.search, async (request) => forum.search(deps, request.query.q));
}
