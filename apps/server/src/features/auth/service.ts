import { randomUUID } from 'node:crypto';
import { type LoginResult, type SessionUser, AUTH_ERRORS } from '@havhjaelp/common/auth';
import { meetsPasswordRule } from '@havhjaelp/common/password-rules';
import type { z } from 'zod';
import type { registerSchema } from '@havhjaelp/common/auth';
import type { Db } from '../../db/database';
import type { Member } from '../../identity/member';
import { AppError } from '../../http/app-error';
import {
  checkUnderSlowdown,
  passwordTry,
  unknownLoginTry,
  verifyUnderSlowdown,
} from './password-slowdown';
import { dummyPasswordHash, hashPassword } from './passwords';
import {
  findMember,
  findTakenIdentity,
  findUserByLogin,
  insertLoginAttempt,
  insertSession,
  insertUser,
  revokeSession,
  type NewUser,
} from './repository';
import { isOldEnough, isPasswordExpired, sessionExpiry } from './rules';
import { hashToken, newSessionToken } from '../../identity/session-tokens';
import { recordActivity } from '../../identity/activity';
import { isForeignKeyViolation } from '../../db/foreign-key-violation';
import { isUniqueViolation } from '../../db/unique-violation';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  /** Told when sessions of a user ended early (logout, new password, deletion): live access. */
  onSessionsEnded?: (userId: string) => Promise<void>;
  /** Told when a user's account changed (a member's profile): what is kept of their sessions. */
  onMemberChanged?: (userId: string) => Promise<void>;
}

/** Whether the operator made this account the admin (`npm run admin -- grant`): the test-GPS tool. */
export function isAdmin(user: Member): boolean {
  return user.is_admin === 1;
}

export function toSessionUser(user: Member): SessionUser {
  return {
    id: user.id,
    userId: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    boatName: user.boat_name,
    test_gps_enabled: user.test_gps_enabled === 1,
    test_gps_latitude: user.test_gps_latitude,
    test_gps_longitude: user.test_gps_longitude,
    test_gps_allowed: isAdmin(user),
  };
}

async function startSession(deps: AuthDeps, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = deps.now();
  await insertSession(deps.db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: sessionExpiry(now).toISOString(),
    revoked_at: null,
  });
  // A login is activity, and the one that keeps an account warned for inactivity.
  await recordActivity(deps.db, userId, now);
  return token;
}

export async function register(
  deps: AuthDeps,
  input: z.output<typeof registerSchema>,
): Promise<{ token: string; user: SessionUser }> {
  const now = deps.now();
  if (!isOldEnough(input.birthDate, now)) throw new AppError(AUTH_ERRORS.TOO_YOUNG);
  const email = input.email.toLowerCase();
  await refuseTakenIdentity(deps, input.username, email);
  const user: NewUser = {
    id: randomUUID(),
    username: input.username,
    email,
    password_hash: await hashPassword(input.password),
    password_changed_at: now.toISOString(),
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    boat_name: input.boatName,
    boat_type: input.boatType,
    birth_date: input.birthDate,
    vhf_channel: '',
    call_sign: '',
    test_gps_enabled: 0,
    test_gps_latitude: null,
    test_gps_longitude: null,
    created_at: now.toISOString(),
    is_admin: 0,
    is_test_user: 0,
    last_active_at: now.toISOString(),
    inactive_warned_at: null,
  };
  try {
    await insertUser(deps.db, user);
  } catch (err) {
    // Someone registered the name or address while the password was being hashed.
    if (isUniqueViolation(err)) await refuseTakenIdentity(deps, input.username, email);
    throw err;
  }
  return { token: await startSession(deps, user.id), user: toSessionUser(user) };
}

/** 409 naming what is taken; SPEC.md's form shows it at the field (see README on enumeration). */
async function refuseTakenIdentity(deps: AuthDeps, username: string, email: string): Promise<void> {
  const taken = await findTakenIdentity(deps.db, username, email);
  if (taken.username) throw new AppError(AUTH_ERRORS.USERNAME_TAKEN);
  if (taken.email) throw new AppError(AUTH_ERRORS.EMAIL_TAKEN);
}

/**
 * One answer for unknown user and wrong password, and the same work for both: a hash checked
 * under the same slowdown per (login, client address). Attempts on a real account are logged
 * (time, IP, success).
 */
export async function login(
  deps: AuthDeps,
  loginName: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  const now = deps.now();
  const user = await findUserByLogin(deps.db, loginName);
  const attempt = user ? passwordTry(user.id, ip) : unknownLoginTry(loginName, ip);
  const passwordHash = user?.password_hash ?? (await dummyPasswordHash());
  return whileAccountExists(
    async () => {
      const valid = await verifyUnderSlowdown(deps.db, attempt, now, passwordHash, password);
      if (user) await logLoginAttempt(deps, user.id, ip, valid);
      if (!user || !valid) throw new AppError(AUTH_ERRORS.BAD_LOGIN);
      return {
        token: await startSession(deps, user.id),
        user: toSessionUser(user),
        forcePasswordChange: isPasswordExpired(user.password_changed_at, deps.now()),
        passwordWarning: !meetsPasswordRule(password),
      };
    },
    () => {
      throw new AppError(AUTH_ERRORS.BAD_LOGIN);
    },
  );
}

/**
 * A login writes rows for the account it found (the attempt, the session); when the account was
 * deleted in between (on request, or by the inactive-accounts job), its answer is that of an
 * unknown account, never a 500.
 */
async function whileAccountExists<T>(login: () => Promise<T>, gone: () => T): Promise<T> {
  try {
    return await login();
  } catch (err) {
    if (isForeignKeyViolation(err)) return gone();
    throw err;
  }
}

async function logLoginAttempt(deps: AuthDeps, userId: string, ip: string, success: boolean) {
  await insertLoginAttempt(deps.db, {
    id: randomUUID(),
    user_id: userId,
    created_at: deps.now().toISOString(),
    ip,
    success: success ? 1 : 0,
  });
}

/**
 * A login of `userId` by another proof than a password (a passkey's signature): `prove` runs
 * under the same per-account slowdown as a password, the attempt goes into the login history, and
 * a passed proof starts the same session. Undefined when the proof failed or the account is gone.
 */
export async function loginByProof(
  deps: AuthDeps,
  userId: string,
  ip: string,
  prove: () => Promise<boolean>,
): Promise<{ token: string; user: SessionUser } | undefined> {
  const user = await findMember(deps.db, userId);
  if (!user) return undefined;
  return whileAccountExists(
    async () => {
      const valid = await checkUnderSlowdown(deps.db, passwordTry(userId, ip), deps.now(), prove);
      await logLoginAttempt(deps, userId, ip, valid);
      if (!valid) return undefined;
      return { token: await startSession(deps, userId), user: toSessionUser(user) };
    },
    () => undefined,
  );
}

export async function logout(deps: AuthDeps, user: Member, token: string): Promise<void> {
  await revokeSession(deps.db, hashToken(token), deps.now().toISOString());
  await deps.onSessionsEnded?.(user.id);
}
