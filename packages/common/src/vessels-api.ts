import { endpoints } from './endpoint';
import { VESSEL_ERRORS as E } from './vessel-errors';
import {
  myVesselsSchema,
  vesselInputSchema,
  vesselListQuerySchema,
  vesselListSchema,
  vesselSchema,
} from './vessels';
import { z } from './zod-da';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The vessels feature's endpoints (SPEC.md section 7, "Vessels"). */
export const vesselsApi = endpoints('vessels', {
  list: {
    method: 'GET',
    path: '/api/vessels',
    query: vesselListQuerySchema,
    answer: vesselListSchema,
    auth: 'optional',
  },
  mine: {
    method: 'GET',
    path: '/api/vessels/my/vessels',
    answer: myVesselsSchema,
    auth: 'member',
  },
  vessel: {
    method: 'GET',
    path: '/api/vessels/:id',
    params: idParams,
    answer: vesselSchema,
    errors: [E.VESSEL_NOT_FOUND],
    auth: 'member',
  },
  create: {
    method: 'POST',
    path: '/api/vessels',
    body: vesselInputSchema,
    answer: vesselSchema,
    errors: [E.VESSEL_TOO_MANY],
    auth: 'member',
  },
  change: {
    method: 'PUT',
    path: '/api/vessels/:id',
    params: idParams,
    body: vesselInputSchema,
    answer: vesselSchema,
    errors: [E.VESSEL_NOT_FOUND, E.VESSEL_OWNER_ONLY],
    auth: 'member',
  },
  remove: {
    method: 'DELETE',
    path: '/api/vessels/:id',
    params: idParams,
    answer: z.object({ success: z.literal(true) }),
    errors: [E.VESSEL_NOT_FOUND, E.VESSEL_OWNER_ONLY],
    auth: 'member',
  },
});
