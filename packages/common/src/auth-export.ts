import { profileSchema } from './auth';
import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The account's sections of the data export: profile, boat and security. */
export const authExportPart = {
  profile: profileSchema.extend({ birth_date: z.string(), created_at: z.string() }),
  boat: z.object({
    boat_name: z.string(),
    boat_type: z.string(),
    vhf_channel: z.string(),
    call_sign: z.string(),
  }),
  security: z.object({
    password_changed_at: z.string(),
    sessions: z.array(
      z.object({
        created_at: z.string(),
        expires_at: z.string(),
        revoked_at: z.string().nullable(),
      }),
    ),
    login_history: z.array(
      z.object({ created_at: z.string(), ip: z.string(), success: z.boolean() }),
    ),
  }),
};
