import { contract } from '../contract';
import { partnerPositionSchema } from '../position-events';
import { z } from '../zod-da';

/** Shared positions: precise to friends, an area to others, the helper's on the way. */
export const positionsContract = contract({
  name: 'positions',
  events: {
    // Told on both participants' user topics while an accepted request is open.
    helper_position: partnerPositionSchema,
  },
  exportPart: {
    position_sharing: z.object({ enabled: z.boolean(), interval_seconds: z.number() }),
    position_history: z.array(
      z.object({
        lat: z.number(),
        lng: z.number(),
        accuracy: z.number(),
        source: z.string(),
        created_at: z.string(),
      }),
    ),
  },
  api: async () => (await import('../positions-api')).positionsApi,
});
