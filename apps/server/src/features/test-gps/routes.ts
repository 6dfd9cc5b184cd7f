import { AUTH_ERRORS } from '@havhjaelp/common/auth';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import { testGpsSchema } from '@havhjaelp/common/test-gps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { member } from '../../http/authenticated';
import { isAdmin } from '../auth';

/**
 * The test-GPS tool's read of the admin's stored test position; the tool saves it through the
 * testGps fields of PUT /api/auth/profile. Every account but the admin is refused.
 */
export const testGpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/gps',
    {
      schema: { response: { 200: testGpsSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
      config: { auth: 'member' },
    },
    async (request) => {
      const user = member(request);
      if (!isAdmin(user)) {
        throw new AppError(AUTH_ERRORS.ADMIN_ONLY);
      }
      const { test_gps_latitude: lat, test_gps_longitude: lng } = user;
      return {
        enabled: user.test_gps_enabled === 1,
        position: lat !== null && lng !== null ? { lat, lng } : null,
      };
    },
  );
};
