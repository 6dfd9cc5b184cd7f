import { contract } from '../contract';
import { partnerPositionSchema } from '../position-events';
import { z } from '../zod-da';

/** A stored fix as the export carries it. */
const exportedFixSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  source: z.string(),
  created_at: z.string(),
});

/** Shared positions: precise to friends, an area to others, the helper's on the way. */
export const positionsContract = contract({
  name: 'positions',
  events: {
    // Told on both participants' user topics while an accepted request is open.
    helper_position: partnerPositionSchema,
  },
  exportPart: {
    position_sharing: z.object({ enabled: z.boolean(), interval_seconds: z.number() }),
    // The latest fix is kept whatever the switch says, so it is the user's data to see as well.
    position_latest: exportedFixSchema.nullable(),
    position_history: z.array(exportedFixSchema),
  },
  api: async () => (await import('../positions-api')).positionsApi,
});
