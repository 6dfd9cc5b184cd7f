import { type Profile, AUTH_ERRORS } from '@havhjaelp/common/auth';
import { EXPORT_SCHEMA_VERSION } from '@havhjaelp/common/contract';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@havhjaelp/common/auth';
import type { Db } from '../../db/database';
import type { Member } from '../../identity/member';
import type { AccountHooks } from '../../feature';
import { AppError } from '../../http/app-error';
import { passwordTry, verifyUnderSlowdown } from './password-slowdown';
import {
  deletePasswordFailures,
  deleteUser,
  findTakenIdentity,
  listLoginHistory,
  listPasswordResets,
  listSessions,
  passwordHashOf,
  revokeAllSessions,
  updateUser,
} from './repository';
import { isAdmin, type AuthDeps } from './service';
import { isUniqueViolation } from '../../db/unique-violation';

export interface AccountDeps extends AuthDeps {
  /** Every feature's account hooks, asked on every change, export and deletion. */
  accountHooks: readonly AccountHooks[];
  /** The whole export's schema, every feature's part in it. */
  exportSchema: z.ZodType;
}

function tellChanged(deps: AccountDeps, userId: string): void {
  for (const hooks of deps.accountHooks) hooks.onChanged?.(userId);
}

export function toProfile(user: Member): Profile {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    vhf_channel: user.vhf_channel,
    call_sign: user.call_sign,
    boat_name: user.boat_name,
    boat_type: user.boat_type,
    test_gps_enabled: user.test_gps_enabled === 1,
    test_gps_latitude: user.test_gps_latitude,
    test_gps_longitude: user.test_gps_longitude,
  };
}

export async function updateProfile(
  deps: AccountDeps,
  user: Member,
  input: z.output<typeof profileUpdateSchema>,
): Promise<Member> {
  if (input.email !== undefined && input.email !== user.email) {
    throw new AppError(AUTH_ERRORS.EMAIL_IMMUTABLE);
  }
  const touchesTestGps =
    input.testGpsEnabled !== undefined ||
    input.testGpsLatitude !== undefined ||
    input.testGpsLongitude !== undefined;
  if (touchesTestGps && !isAdmin(user)) {
    throw new AppError(AUTH_ERRORS.ADMIN_ONLY);
  }
  if (
    input.username !== undefined &&
    input.username.toLowerCase() !== user.username.toLowerCase()
  ) {
    const taken = await findTakenIdentity(deps.db, input.username, user.email);
    if (taken.username) throw new AppError(AUTH_ERRORS.USERNAME_TAKEN);
  }
  const patch: Partial<Member> = {
    username: input.username,
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    vhf_channel: input.vhfChannel,
    call_sign: input.callSign,
    boat_name: input.boatName,
    boat_type: input.boatType,
    test_gps_enabled: input.testGpsEnabled === undefined ? undefined : input.testGpsEnabled ? 1 : 0,
    test_gps_latitude: input.testGpsLatitude,
    test_gps_longitude: input.testGpsLongitude,
  };
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  );
  try {
    const updated = await updateUser(deps.db, user.id, defined);
    await deps.onMemberChanged?.(user.id);
    tellChanged(deps, user.id);
    return updated;
  } catch (err) {
    // Someone took the name between the check above and the update.
    if (isUniqueViolation(err)) throw new AppError(AUTH_ERRORS.USERNAME_TAKEN);
    throw err;
  }
}

/** Everything we hold about the user, without secrets (no hashes, no tokens). */
export async function exportData(deps: AccountDeps, user: Member) {
  const sessions = await listSessions(deps.db, user.id);
  const logins = await listLoginHistory(deps.db, user.id);
  const resets = await listPasswordResets(deps.db, user.id);
  const parts = await Promise.all(
    deps.accountHooks.map((hooks) => hooks.export?.(deps.db, user.id) ?? {}),
  );
  // Parsed, so a feature that leaves out its part fails here rather than in the download.
  return deps.exportSchema.parse({
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: deps.now().toISOString(),
    profile: {
      ...toProfile(user),
      birth_date: user.birth_date,
      created_at: user.created_at,
      is_admin: user.is_admin === 1,
      is_test_user: user.is_test_user === 1,
    },
    boat: {
      boat_name: user.boat_name,
      boat_type: user.boat_type,
      vhf_channel: user.vhf_channel,
      call_sign: user.call_sign,
    },
    ...(Object.assign({}, ...parts) as Record<string, unknown>),
    security: {
      password_changed_at: user.password_changed_at,
      sessions: sessions.map(({ created_at, expires_at, revoked_at }) => ({
        created_at,
        expires_at,
        revoked_at,
      })),
      login_history: logins.map(({ created_at, ip, success }) => ({
        created_at,
        ip,
        success: success === 1,
      })),
      password_resets: resets,
    },
  });
}

/**
 * Refuses a wrong password with the Danish reason; asked before the deletion's confirmation
 * dialogs too, so nobody confirms twice only to learn that the password was wrong. A session's
 * password checks count in the same slowdown as logins from its address.
 */
export async function checkAccountPassword(
  deps: AuthDeps,
  user: Member,
  password: string,
  ip: string,
  wrong: string = AUTH_ERRORS.WRONG_PASSWORD.message,
): Promise<void> {
  const attempt = passwordTry(user.id, ip);
  const hash = await passwordHashOf(deps.db, user.id);
  if (!(await verifyUnderSlowdown(deps.db, attempt, deps.now(), hash, password))) {
    throw new AppError(AUTH_ERRORS.WRONG_PASSWORD, wrong);
  }
}

/** Deletion on request: immediate, once the password is confirmed. */
export async function deleteAccount(
  deps: AccountDeps,
  user: Member,
  confirmPassword: string,
  ip: string,
): Promise<void> {
  await checkAccountPassword(deps, user, confirmPassword, ip);
  await removeAccount(deps, user);
}

/**
 * The one way an account goes, on request and for inactivity: every session ends and the personal
 * data is deleted; each feature lets go of the user inside the same transaction and announces what
 * changed once it is committed. `stillDue`, asked first inside the transaction, may call the
 * deletion off (an inactive account used meanwhile); answers whether the account was deleted.
 */
export async function removeAccount(
  deps: AccountDeps,
  user: Member,
  stillDue?: (trx: Db) => Promise<boolean>,
): Promise<boolean> {
  const nowIso = deps.now().toISOString();
  const afterCommit = await deps.db.transaction().execute(async (trx) => {
    if (stillDue && !(await stillDue(trx))) return undefined;
    await revokeAllSessions(trx, user.id, nowIso);
    const announcements: (() => void)[] = [];
    for (const hooks of deps.accountHooks) {
      const announce = await hooks.onDelete?.(trx, user, nowIso);
      if (announce) announcements.push(announce);
    }
    await deletePasswordFailures(trx, user.id);
    await deleteUser(trx, user.id);
    return announcements;
  });
  if (!afterCommit) return false;
  for (const announce of afterCommit) announce();
  tellChanged(deps, user.id);
  await deps.onSessionsEnded?.(user.id);
  return true;
}
