import { contract } from '../contract';

/** The health of the app and its parts. */
export const healthContract = contract({
  name: 'health',
  api: async () => (await import('../health-api')).healthApi,
});
