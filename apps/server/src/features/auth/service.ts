import { randomUUID } from 'node:crypto';
import { type LoginResult, type SessionUser, AUTH_ERRORS } from '@havhjaelp/common/auth';
import { meetsPasswordRule } from '@havhjaelp/common/password-rules';
import type { z } from 'zod';
import type { registerSchema } from '@havhjaelp/common/auth';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import {
  countFailedLogins,
  findTakenIdentity,
  findUserByLogin,
  findUserBySession,
  insertLoginAttempt,
  insertSession,
  insertUser,
  revokeSession,
} from './repository';
import {
  failedLoginWindowStart,
  isAccountLocked,
  isOldEnough,
  isPasswordExpired,
  sessionExpiry,
} from './rules';
import { hashToken, newSessionToken } from './tokens';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  /** Told when sessions of a user ended early (logout, new password, deletion): live access. */
  onSessionsEnded?: (userId: string) => Promise<void>;
  /** The one account that may use the test-GPS tool (ADMIN_EMAIL). */
  adminEmail?: string | undefined;
}

/** Whether this is the ADMIN_EMAIL account, the only one with the test-GPS tool. */
export function isAdmin(user: UserTable, adminEmail: string | undefined): boolean {
  return adminEmail !== undefined && user.email === adminEmail;
}

export function toSessionUser(user: UserTable, adminEmail: string | undefined): SessionUser {
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
    test_gps_allowed: isAdmin(user, adminEmail),
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
  return token;
}

export async function register(
  deps: AuthDeps,
  input: z.output<typeof registerSchema>,
): Promise<{ token: string; user: SessionUser }> {
  const now = deps.now();
  if (!isOldEnough(input.birthDate, now)) throw new AppError(AUTH_ERRORS.TOO_YOUNG);
  const email = input.email.toLowerCase();
  const taken = await findTakenIdentity(deps.db, input.username, email);
  if (taken.username) throw new AppError(AUTH_ERRORS.USERNAME_TAKEN);
  if (taken.email) throw new AppError(AUTH_ERRORS.EMAIL_TAKEN);
  const user: UserTable = {
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
  };
  await insertUser(deps.db, user);
  return { token: await startSession(deps, user.id), user: toSessionUser(user, deps.adminEmail) };
}

/**
 * One answer for unknown user and wrong password, and the same work for both. Attempts on a
 * real account are logged (time, IP, success); after 100 failures in an hour the account
 * refuses logins until the window has passed, without spending a hash on them.
 */
export async function login(
  deps: AuthDeps,
  loginName: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  const now = deps.now();
  const user = await findUserByLogin(deps.db, loginName);
  if (user) {
    const failed = await countFailedLogins(
      deps.db,
      user.id,
      failedLoginWindowStart(now).toISOString(),
    );
    if (isAccountLocked(failed)) throw new AppError(AUTH_ERRORS.ACCOUNT_LOCKED);
  }
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (user) {
    await insertLoginAttempt(deps.db, {
      id: randomUUID(),
      user_id: user.id,
      created_at: now.toISOString(),
      ip,
      success: valid ? 1 : 0,
    });
  }
  if (!user || !valid) throw new AppError(AUTH_ERRORS.BAD_LOGIN);
  return {
    token: await startSession(deps, user.id),
    user: toSessionUser(user, deps.adminEmail),
    forcePasswordChange: isPasswordExpired(user.password_changed_at, deps.now()),
    passwordWarning: !meetsPasswordRule(password),
  };
}

export async function userForToken(deps: AuthDeps, token: string): Promise<UserTable | undefined> {
  return findUserBySession(deps.db, hashToken(token), deps.now().toISOString());
}

export async function logout(deps: AuthDeps, user: UserTable, token: string): Promise<void> {
  await revokeSession(deps.db, hashToken(token), deps.now().toISOString());
  await deps.onSessionsEnded?.(user.id);
}
