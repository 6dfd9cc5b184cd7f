import { contract } from '../contract';

/** Ship traffic: the AIS stream and the state of its source. */
export const aisContract = contract({
  name: 'ais',
  api: async () => (await import('../ais-api')).aisApi,
});
