import { contract } from '../contract';

/** The settings the web app reads at start. */
export const publicConfigContract = contract({
  name: 'public-config',
  api: async () => (await import('../public-config-api')).publicConfigApi,
});
