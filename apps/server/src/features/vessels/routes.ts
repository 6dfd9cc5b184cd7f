import { vesselsApi } from '@havhjaelp/common/vessels-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import * as vessels from './service';

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

  route(app, vesselsApi.remove, async (request) => {
    await vessels.removeVessel(deps, member(request), request.params.id);
    return { success: true as const };
  });
}
