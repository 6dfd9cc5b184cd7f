import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Shared positions' sections of the data export: the switch and the user's own fixes. */
export const positionsExportPart = {
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
};
