import { endpoints } from './endpoint';
import { healthSchema } from './health';

/** The health check that monitoring and the test dashboard read. */
export const healthApi = endpoints('health', {
  health: {
    method: 'GET',
    path: '/api/health',
    answer: healthSchema,
    // A component in error: the same report, as a 503.
    otherAnswers: { 503: healthSchema },
    auth: 'public',
  },
});
