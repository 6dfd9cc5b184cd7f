import type { SessionUser } from '@havhjaelp/common/auth';

/** A logged-in boater for unit tests that need a session. */
export const TEST_USER: SessionUser = {
  id: 'u1',
  userId: 'u1',
  username: 'ole',
  email: 'ole@example.dk',
  firstName: 'Ole',
  boatName: 'Havørnen',
  test_gps_enabled: false,
  test_gps_latitude: null,
  test_gps_longitude: null,
  test_gps_allowed: false,
};
