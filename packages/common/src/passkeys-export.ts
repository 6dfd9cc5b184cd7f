import { PASSKEY_DEVICE_TYPES } from './passkeys';
import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Passkeys' section of the data export: what each one is and when it was used, never its key. */
export const passkeysExportPart = {
  passkeys: z
    .array(
      z.object({
        device_name: z.string(),
        device_type: z.enum(PASSKEY_DEVICE_TYPES),
        created_at: z.string(),
        last_used_at: z.string().nullable(),
      }),
    )
    .describe('Dine passkeys: navn, type, oprettet og sidst brugt (aldrig nøglen)'),
};
