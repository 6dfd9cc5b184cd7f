import {
  AUTH_ERRORS as E,
  authResultSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  messageResultSchema,
  profileResultSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
} from './auth';
import { cacheBustQuery, endpoints } from './endpoint';
import { exportEnvelopeSchema } from './contract';
import { z } from './zod-da';

/** Every check of a session's password counts towards the login slowdown. */
const PASSWORD_CHECK = [E.WRONG_PASSWORD, E.TOO_MANY_ATTEMPTS] as const;

/** The accounts feature's endpoints (SPEC.md section 5, "Auth"). */
export const authApi = endpoints('auth', {
  register: {
    method: 'POST',
    path: '/api/auth/register',
    body: registerSchema,
    answer: authResultSchema,
    errors: [E.TOO_YOUNG, E.USERNAME_TAKEN, E.EMAIL_TAKEN],
    auth: 'public',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    answer: loginResultSchema,
    errors: [E.BAD_LOGIN, E.TOO_MANY_ATTEMPTS],
    auth: 'public',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    // The session check sends it, so no cache answers with an old session.
    query: cacheBustQuery,
    answer: sessionUserSchema,
    auth: 'member',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    answer: z.object({ success: z.literal(true) }),
    auth: 'member',
  },
  profile: {
    method: 'GET',
    path: '/api/auth/profile',
    answer: profileResultSchema,
    auth: 'member',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/auth/profile',
    body: profileUpdateSchema,
    answer: profileResultSchema,
    errors: [E.EMAIL_IMMUTABLE, E.ADMIN_ONLY, E.USERNAME_TAKEN],
    auth: 'member',
  },
  exportData: {
    method: 'GET',
    path: '/api/auth/export-data',
    answer: exportEnvelopeSchema,
    auth: 'member',
  },
  checkPassword: {
    method: 'POST',
    path: '/api/auth/account/check-password',
    body: deleteAccountSchema,
    answer: messageResultSchema,
    errors: PASSWORD_CHECK,
    auth: 'member',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/auth/account',
    body: deleteAccountSchema,
    answer: messageResultSchema,
    errors: PASSWORD_CHECK,
    auth: 'member',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordSchema,
    answer: messageResultSchema,
    auth: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
    answer: messageResultSchema,
    errors: [E.INVALID_RESET_TOKEN],
    auth: 'public',
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    body: changePasswordSchema,
    answer: messageResultSchema,
    errors: [...PASSWORD_CHECK, E.PASSWORD_UNCHANGED],
    auth: 'member',
  },
});
