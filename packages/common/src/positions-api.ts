import { endpoints } from './endpoint';
import {
  positionReportSchema,
  positionSharingChangeSchema,
  positionSharingSchema,
  positionsSchema,
} from './positions';
import { z } from './zod-da';

/** Shared positions: the user's own fixes and switch, and what others share with them. */
export const positionsApi = endpoints('positions', {
  report: {
    method: 'PUT',
    path: '/api/me/position',
    body: positionReportSchema,
    answer: z.object({ success: z.literal(true) }),
    auth: 'member',
  },
  sharing: {
    method: 'GET',
    path: '/api/me/position-sharing',
    answer: positionSharingSchema,
    auth: 'member',
  },
  setSharing: {
    method: 'PUT',
    path: '/api/me/position-sharing',
    body: positionSharingChangeSchema,
    answer: positionSharingSchema,
    auth: 'member',
  },
  positions: { method: 'GET', path: '/api/positions', answer: positionsSchema, auth: 'member' },
});
