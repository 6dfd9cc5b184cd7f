import { profileSchema } from './auth';
import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The account's sections of the data export: profile, boat and security. */
export const authExportPart = {
  profile: profileSchema
    .extend({
      birth_date: z.string(),
      created_at: z.string(),
      is_admin: z.boolean(),
      is_test_user: z.boolean(),
    })
    .describe('Din profil: brugernavn, navn, e-mail, telefon, fødselsdato og roller'),
  boat: z
    .object({
      boat_name: z.string(),
      boat_type: z.string(),
      vhf_channel: z.string(),
      call_sign: z.string(),
    })
    .describe('Bådoplysninger: bådnavn, bådtype, VHF-kanal og kaldesignal'),
  security: z
    .object({
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
      // When a reset was asked for and used; never the link itself.
      password_resets: z.array(
        z.object({
          created_at: z.string(),
          expires_at: z.string(),
          used_at: z.string().nullable(),
        }),
      ),
    })
    .describe('Sikkerhedsdata: sessioner, loginhistorik og nulstillinger af password'),
};
