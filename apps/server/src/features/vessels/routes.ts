import { vesselsApi } from '@havhjaelp/common/vessels-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { StoredImage } from './image-store';
import * as vessels from './service';

/** A day in the browser: the address changes with the link, and a deleted vessel's goes soon. */
const PICTURE_CACHE = 'private, max-age=86400';

function sendPicture(reply: FastifyReply, picture: StoredImage) {
  // Bytes someone else chose, from the app's own origin: never read as anything but their type.
  reply.header('x-content-type-options', 'nosniff');
  return reply.type(picture.mediaType).send(picture.body);
}

export function vesselRoutes(app: FastifyInstance, deps: vessels.VesselDeps): void {
  route(app, vesselsApi.list, async (request) =>
    vessels.listPublic(deps, request.user, request.query),
  );

  // Before `/:id`, though Fastify prefers the static path anyway.
  route(app, vesselsApi.mine, async (request) => ({
    vessels: await vessels.myVessels(deps, member(request)),
  }));

  route(app, vesselsApi.vessel, async (request) =>
    vessels.getVessel(deps, member(request), request.params.id),
  );

  route(app, vesselsApi.create, async (request) =>
    vessels.createVessel(deps, member(request), request.body),
  );

  route(app, vesselsApi.change, async (request) =>
    vessels.changeVessel(deps, member(request), request.params.id, request.body),
  );

  route(
    app,
    vesselsApi.image,
    async (request, reply) => {
      const picture = await vessels.vesselPicture(deps, request.params.id, request.params.key);
      reply.header('cache-control', PICTURE_CACHE);
      return sendPicture(reply, picture);
    },
    { config: { rateLimit: RATE_LIMITS.vesselPictures } },
  );

  // A member's own preview: the answer is no-store like every member route's.
  route(
    app,
    vesselsApi.imagePreview,
    async (request, reply) => {
      member(request);
      return sendPicture(reply, await deps.images.picture(request.query.url));
    },
    { config: { rateLimit: RATE_LIMITS.vesselPicturePreviews } },
  );

  route(app, vesselsApi.remove, async (request) => {
    await vessels.removeVessel(deps, member(request), request.params.id);
    return { success: true as const };
  });
}
