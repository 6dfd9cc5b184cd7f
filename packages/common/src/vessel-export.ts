import { z } from './zod-da';

// A vessel in its owner's data export: every stored field, insurance included. Apart from the
// vessel schemas, so the account's schemas (on every screen) bring none of them along; the API's
// vessel schema (vessels.ts) builds on it.
export const vesselExportSchema = z.object({
  id: z.string(),
  name: z.string(),
  vessel_type: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  draft: z.number().nullable(),
  vessel_year: z.number().nullable(),
  vessel_make: z.string(),
  vessel_model: z.string(),
  hull_material: z.string().nullable(),
  engine_type: z.string(),
  engine_power: z.number().nullable(),
  fuel_type: z.string().nullable(),
  max_speed: z.number().nullable(),
  cruising_speed: z.number().nullable(),
  registration_number: z.string(),
  home_port: z.string(),
  mmsi: z.string().nullable(),
  call_sign: z.string(),
  description: z.string(),
  public_profile: z.boolean(),
  vessel_image: z.string().nullable(),
  insurance_company: z.string(),
  insurance_policy_number: z.string(),
  insurance_expiry_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The vessels' section of the data export. */
export const vesselsExportPart = {
  vessels: z.array(vesselExportSchema).describe('Dine skibsprofiler med forsikringsoplysninger'),
};
