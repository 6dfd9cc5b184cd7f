import { pushPreferencesSchema } from './push';
import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Push's sections of the data export: subscriptions (no keys), choices, the targeting fix. */
export const pushExportPart = {
  push_subscriptions: z
    .array(
      z.object({
        endpoint: z.string(),
        created_at: z.string(),
        last_sent_at: z.string().nullable(),
      }),
    )
    .describe('Browsere, der får notifikationer (uden deres nøgler)'),
  push_preferences: pushPreferencesSchema.describe('Dine valg for notifikationer'),
  /** The latest fix kept only to choose whom a call concerns; never shown to anyone. */
  push_targeting_position: z
    .object({ lat: z.number(), lng: z.number(), updated_at: z.string() })
    .nullable()
    .describe('Positionen, der kun bruges til at vælge, hvilke kald du får besked om'),
};
