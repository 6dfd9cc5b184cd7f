import { contract } from '../contract';

/** Messages to support, mailed on. */
export const supportContract = contract({
  name: 'support',
  api: async () => (await import('../support-api')).supportApi,
});
