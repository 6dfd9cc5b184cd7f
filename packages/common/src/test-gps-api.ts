import { AUTH_ERRORS } from './auth';
import { endpoints } from './endpoint';
import { testGpsSchema } from './test-gps';

/** The test-GPS tool's endpoint: the admin's stored test position (SPEC.md section 7). */
export const testGpsApi = endpoints('test-gps', {
  position: {
    method: 'POST',
    path: '/api/test/gps',
    answer: testGpsSchema,
    errors: [AUTH_ERRORS.ADMIN_ONLY],
    auth: 'member',
  },
});
