import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** A thank-you as the export carries it, given or received. */
const exportedThanksSchema = z.object({
  request_id: z.string(),
  /** The other person: the helper thanked, or the owner who thanked; 'Slettet bruger' once gone. */
  username: z.string(),
  message: z.string(),
  rating: z.number(),
  is_public: z.boolean(),
  created_at: z.string(),
});

/** Help's sections of the data export: the user's requests, offers and thank-yous. */
export const helpExportPart = {
  help_requests: z
    .array(
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
    )
    .describe('Dine hjælpeanmodninger med position og beskrivelse'),
  help_offers: z
    .array(
      z.object({
        request_id: z.string(),
        message: z.string(),
        estimated_arrival: z.string().nullable(),
        status: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('Dine tilbud om hjælp'),
  help_thanks_given: z.array(exportedThanksSchema).describe('Takkehilsner, du har givet'),
  help_thanks_received: z.array(exportedThanksSchema).describe('Takkehilsner, du har fået'),
};
