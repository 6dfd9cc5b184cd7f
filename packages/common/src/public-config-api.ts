import { endpoints } from './endpoint';
import { publicConfigSchema } from './public-config';

/** The settings the web app reads at run time. */
export const publicConfigApi = endpoints('public-config', {
  config: {
    method: 'GET',
    path: '/api/config',
    answer: publicConfigSchema,
    auth: 'public',
  },
});
