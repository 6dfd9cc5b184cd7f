import { contract } from '../contract';

/** Messages to support, mailed on. */
export const supportContract = contract({
  name: 'support',
  exportPart: async () => (await import('../support-export')).supportExportPart,
  api: async () => (await import('../support-api')).supportApi,
});
