import { contract } from '../contract';
import { VESSEL_ERRORS } from '../vessel-errors';

/** Vessel profiles (SPEC.md section 5, "Vessels"). */
export const vesselsContract = contract({
  name: 'vessels',
  errors: VESSEL_ERRORS,
  exportPart: async () => (await import('../vessel-export')).vesselsExportPart,
  api: async () => (await import('../vessels-api')).vesselsApi,
});
