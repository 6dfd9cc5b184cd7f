import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** A stored fix as the export carries it. */
const exportedFixSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  source: z.string(),
  created_at: z.string(),
});

/** Shared positions' sections of the data export: the switch and the user's own fixes. */
export const positionsExportPart = {
  position_sharing: z
    .object({ enabled: z.boolean(), interval_seconds: z.number() })
    .describe('Dit valg for positionsdeling'),
  // The latest fix is kept whatever the switch says, so it is the user's data to see as well.
  position_latest: exportedFixSchema.nullable().describe('Din seneste position'),
  position_history: z.array(exportedFixSchema).describe('Din positionshistorik'),
};
