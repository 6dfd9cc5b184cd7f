import { contract } from '../contract';
import { VESSEL_ERRORS } from '../vessel-errors';
import { vesselExportSchema } from '../vessel-export';
import { z } from '../zod-da';

/** Vessel profiles (SPEC.md section 5, "Vessels"). */
export const vesselsContract = contract({
  name: 'vessels',
  errors: VESSEL_ERRORS,
  exportPart: { vessels: z.array(vesselExportSchema) },
  api: async () => (await import('../vessels-api')).vesselsApi,
});
