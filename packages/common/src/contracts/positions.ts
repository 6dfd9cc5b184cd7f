import { contract } from '../contract';
import { partnerPositionSchema } from '../position-events';

/** Shared positions: precise to friends, an area to others, the helper's on the way. */
export const positionsContract = contract({
  name: 'positions',
  events: {
    // Told on both participants' user topics while an accepted request is open.
    helper_position: partnerPositionSchema,
  },
  exportPart: async () => (await import('../positions-export')).positionsExportPart,
  api: async () => (await import('../positions-api')).positionsApi,
});
