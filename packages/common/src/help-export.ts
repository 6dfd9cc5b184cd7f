import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Help's sections of the data export: the user's requests and offers. */
export const helpExportPart = {
  help_requests: z.array(
    z.object({
      id: z.string(),
      vessel_name: z.string(),
      type: z.string(),
      priority: z.string(),
      description: z.string(),
      status: z.string(),
      position: z.object({ lat: z.number(), lng: z.number() }),
      search_radius_nm: z.number(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  help_offers: z.array(
    z.object({
      request_id: z.string(),
      message: z.string(),
      estimated_arrival: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
};
