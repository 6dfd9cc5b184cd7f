import { AUTH_ERRORS } from '@havhjaelp/common/auth';
import { testGpsApi } from '@havhjaelp/common/test-gps-api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { isAdmin } from '../auth';

/**
 * The test-GPS tool's read of the admin's stored test position; the tool saves it through the
 * testGps fields of PUT /api/auth/profile. Every account but the admin is refused.
 */
export function testGpsRoutes(app: FastifyInstance): void {
  route(app, testGpsApi.position, async (request) => {
    const user = member(request);
    if (!isAdmin(user)) {
      throw new AppError(AUTH_ERRORS.ADMIN_ONLY);
    }
    const { test_gps_latitude: lat, test_gps_longitude: lng } = user;
    return {
      enabled: user.test_gps_enabled === 1,
      position: lat !== null && lng !== null ? { lat, lng } : null,
    };
  });
}
