import { AUTH_ERRORS, authResultSchema } from './auth';
import { endpoints } from './endpoint';
import {
  listByEmailAnswerSchema,
  listByEmailSchema,
  loginOptionsAnswerSchema,
  loginOptionsSchema,
  loginVerifySchema,
  passkeyAnswerSchema,
  passkeyListSchema,
  passkeyParams,
  registerVerifySchema,
  registrationOptionsSchema,
  renamePasskeySchema,
} from './passkeys';
import { PASSKEYS_ERRORS as E } from './passkeys-errors';
import { z } from './zod-da';

/**
 * The passkeys feature's endpoints (SPEC.md section 7 "Passkeys"). A ceremony is two calls: the
 * options (a challenge, single-use, good for PASSKEY_LIMITS.challengeTtlMs), then the verify with
 * what the browser answered. Registration's challenge is bound to the session that asked for it;
 * a login's to the e-mail and passkey it named, or to none for a discoverable login.
 */
export const passkeysApi = endpoints('passkeys', {
  registerOptions: {
    method: 'POST',
    path: '/api/passkey/register/options',
    answer: registrationOptionsSchema,
    errors: [E.PASSKEY_LIMIT_REACHED],
    auth: 'member',
  },
  registerVerify: {
    method: 'POST',
    path: '/api/passkey/register/verify',
    body: registerVerifySchema,
    answer: passkeyAnswerSchema,
    errors: [
      E.PASSKEY_CHALLENGE_GONE,
      E.PASSKEY_VERIFICATION_FAILED,
      E.PASSKEY_ALREADY_REGISTERED,
      E.PASSKEY_LIMIT_REACHED,
    ],
    auth: 'member',
  },
  list: { method: 'GET', path: '/api/passkey/list', answer: passkeyListSchema, auth: 'member' },
  rename: {
    method: 'PUT',
    path: '/api/passkey/:id',
    params: passkeyParams,
    body: renamePasskeySchema,
    answer: passkeyAnswerSchema,
    errors: [E.PASSKEY_NOT_FOUND],
    auth: 'member',
  },
  /**
   * The owner's alone; another user's passkey is answered as not found. Every account has a
   * password today (registration asks for one, and nothing removes it), so the last passkey may
   * always go: the password still logs in.
   */
  remove: {
    method: 'DELETE',
    path: '/api/passkey/:id',
    params: passkeyParams,
    answer: z.object({ success: z.literal(true) }),
    errors: [E.PASSKEY_NOT_FOUND],
    auth: 'member',
  },
  /** Answers an unknown address exactly as an account without passkeys (count 0). */
  listByEmail: {
    method: 'POST',
    path: '/api/passkey/list-by-email',
    body: listByEmailSchema,
    answer: listByEmailAnswerSchema,
    auth: 'public',
  },
  /** `{}` for a discoverable login (conditional mediation); an e-mail with no passkeys is 404. */
  loginOptions: {
    method: 'POST',
    path: '/api/passkey/login/options',
    body: loginOptionsSchema,
    answer: loginOptionsAnswerSchema,
    errors: [E.PASSKEY_NONE_FOR_EMAIL],
    auth: 'public',
  },
  /**
   * A session as a password login gives one (the same login history row, live rights and
   * per-account slowdown); no password was typed, so no password warnings come with it.
   */
  loginVerify: {
    method: 'POST',
    path: '/api/passkey/login/verify',
    body: loginVerifySchema,
    answer: authResultSchema,
    errors: [
      E.PASSKEY_CHALLENGE_GONE,
      E.PASSKEY_VERIFICATION_FAILED,
      E.PASSKEY_UNKNOWN_CREDENTIAL,
      AUTH_ERRORS.TOO_MANY_ATTEMPTS,
    ],
    auth: 'public',
  },
});
