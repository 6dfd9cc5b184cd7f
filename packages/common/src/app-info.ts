export const APP_NAME = 'Havhjælp';
export const APP_VERSION = 'v1.0.0 Beta';

/** The safety statement the product repeats wherever SPEC.md says so. */
export const SAFETY_STATEMENT =
  'Havhjælp er IKKE til nødsituationer. Ved fare for liv: ring 112 eller kald på VHF kanal 16.';
export const NO_SERVICE_LEVEL = 'Der er ingen garanteret svartid eller serviceniveau.';
