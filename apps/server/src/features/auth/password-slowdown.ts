import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { AUTH_ERRORS, tooManyAttemptsMessage } from '@havhjaelp/common/auth';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { verifyPassword } from './passwords';
import { deletePasswordFailures, findPasswordFailures, savePasswordFailures } from './repository';
import { afterFailure, waitBeforeNextTry } from './rules';

/** Whose password is tried from where: the slowdown's key. */
export interface PasswordTry {
  /** The account id, or for a login name no account has, a hash of the name. */
  subject: string;
  address: string;
}

// As the rate limits count: an IPv6 client holds a whole /64, not one address of it.
const IPV6_SUBNET = 64;

export function passwordTry(accountId: string, ip: string): PasswordTry {
  return { subject: accountId, address: normalizeIP(ip, IPV6_SUBNET) };
}

/**
 * A login name no account has is slowed down like an account, so the answers do not tell the
 * two apart; only a hash of the typed name is kept.
 */
export function unknownLoginTry(login: string, ip: string): PasswordTry {
  const name = login.normalize('NFKC').toLowerCase();
  return passwordTry(`login:${createHash('sha256').update(name).digest('hex')}`, ip);
}

/**
 * Runs `check` (a password's hash, a passkey's signature) unless this subject must still wait at
 * this address (then 429 without spending the work); a failed check counts towards the slowdown,
 * a passed one ends the series at this address.
 */
export async function checkUnderSlowdown(
  db: Db,
  attempt: PasswordTry,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const row = await findPasswordFailures(db, attempt);
  const series = row && { failures: row.failures, lastFailedAt: row.last_failed_at };
  const waitMs = waitBeforeNextTry(series, now);
  if (waitMs > 0) {
    throw new AppError(AUTH_ERRORS.TOO_MANY_ATTEMPTS, tooManyAttemptsMessage(waitMs));
  }
  const valid = await check();
  if (valid) {
    if (row) await deletePasswordFailures(db, attempt.subject, attempt.address);
  } else {
    const next = afterFailure(series, now);
    await savePasswordFailures(db, {
      ...attempt,
      failures: next.failures,
      last_failed_at: next.lastFailedAt,
    });
  }
  return valid;
}

/** Checks `password` against `passwordHash` under the slowdown. */
export function verifyUnderSlowdown(
  db: Db,
  attempt: PasswordTry,
  now: Date,
  passwordHash: string,
  password: string,
): Promise<boolean> {
  return checkUnderSlowdown(db, attempt, now, () => verifyPassword(passwordHash, password));
}
