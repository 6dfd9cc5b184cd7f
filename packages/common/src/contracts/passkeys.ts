import { contract } from '../contract';
import { PASSKEYS_ERRORS } from '../passkeys-errors';

/** Passkeys: registering them, managing them, and logging in with one (SPEC.md section 7). */
export const passkeysContract = contract({
  name: 'passkeys',
  errors: PASSKEYS_ERRORS,
  exportPart: async () => (await import('../passkeys-export')).passkeysExportPart,
  api: async () => (await import('../passkeys-api')).passkeysApi,
});
