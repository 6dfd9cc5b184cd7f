import { positionsApi } from '@havhjaelp/common/positions-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import * as positions from './service';

export function positionsRoutes(app: FastifyInstance, deps: positions.PositionsDeps): void {
  route(
    app,
    positionsApi.report,
    async (request) => {
      await positions.report(deps, member(request), request.body);
      return { success: true as const };
    },
    { config: { rateLimit: RATE_LIMITS.positionReports } },
  );

  route(app, positionsApi.sharing, async (request) => positions.sharingOf(deps, member(request)));

  route(app, positionsApi.setSharing, async (request) =>
    positions.setSharing(deps, member(request), request.body),
  );

  route(app, positionsApi.positions, async (request) =>
    positions.positionsFor(deps, member(request)),
  );
}
