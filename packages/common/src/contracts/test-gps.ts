import { contract } from '../contract';

/** The administrator's test position. */
export const testGpsContract = contract({
  name: 'test-gps',
  api: async () => (await import('../test-gps-api')).testGpsApi,
});
