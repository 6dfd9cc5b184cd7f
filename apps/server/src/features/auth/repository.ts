import { searchText } from '@havhjaelp/common/search-fold';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { LoginHistoryTable, PasswordFailureTable, PasswordResetTable } from './tables';
import { MEMBER_COLUMNS, type Member } from '../../identity/member';
import type { SessionTable, UserTable } from '../../identity/tables';

/** An account as registration makes it; the username's search folding is derived here. */
export type NewUser = Omit<UserTable, 'username_search'>;

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, username_search: searchText([user.username]) })
    .execute();
}

/** A username (or login) as compared: NFKC-normalised, any case. */
const lowerUsername = (username: string) => username.normalize('NFKC').toLowerCase();

/** By e-mail or username (any case; the username as registered, NFKC-normalised). */
export async function findUserByLogin(db: Db, login: string): Promise<UserTable | undefined> {
  const lower = lowerUsername(login);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', lower), eb(sql`lower(username)`, '=', lower)]))
    .executeTakeFirst();
}

export async function findTakenIdentity(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb('email', '=', email)]),
    )
    .execute();
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((row) => row.email === email),
  };
}

export async function insertSession(db: Db, session: SessionTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function revokeSession(db: Db, tokenHash: string, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function findUserByEmail(db: Db, email: string): Promise<Member | undefined> {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findMember(db: Db, userId: string): Promise<Member | undefined> {
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export async function revokeAllSessions(db: Db, userId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

export async function insertPasswordReset(db: Db, reset: PasswordResetTable): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** Marks a live reset token used and answers its user; undefined when unknown, used or expired. */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends every outstanding reset link of the user: a reset or a new password ends them all. */
export async function revokePasswordResets(db: Db, userId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function updateUser(db: Db, userId: string, patch: Partial<Member>): Promise<Member> {
  if (Object.keys(patch).length > 0) {
    const search =
      patch.username === undefined ? {} : { username_search: searchText([patch.username]) };
    await db
      .updateTable('users')
      .set({ ...patch, ...search })
      .where('id', '=', userId)
      .execute();
  }
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The stored hash of a user's password, read only where a password is checked. */
export async function passwordHashOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function listSessions(
  db: Db,
  userId: string,
): Promise<Omit<SessionTable, 'token_hash'>[]> {
  return db
    .selectFrom('sessions')
    .select(['user_id', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertLoginAttempt(db: Db, attempt: LoginHistoryTable): Promise<void> {
  await db.insertInto('login_history').values(attempt).execute();
}

type FailureKey = Pick<PasswordFailureTable, 'subject' | 'address'>;

export async function findPasswordFailures(
  db: Db,
  key: FailureKey,
): Promise<PasswordFailureTable | undefined> {
  return db
    .selectFrom('password_failures')
    .selectAll()
    .where('subject', '=', key.subject)
    .where('address', '=', key.address)
    .executeTakeFirst();
}

export async function savePasswordFailures(db: Db, row: PasswordFailureTable): Promise<void> {
  await db
    .insertInto('password_failures')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['subject', 'address']).doUpdateSet({
        failures: row.failures,
        last_failed_at: row.last_failed_at,
      }),
    )
    .execute();
}

/** Forgets the failures of a subject: at one address, or (without one) everywhere. */
export async function deletePasswordFailures(
  db: Db,
  subject: string,
  address?: string,
): Promise<void> {
  let query = db.deleteFrom('password_failures').where('subject', '=', subject);
  if (address !== undefined) query = query.where('address', '=', address);
  await query.execute();
}

/** An account's flags the operator sets on the server machine (`npm run admin`). */
export type OperatorFlag = 'is_admin' | 'is_test_user';

/** Sets or clears an operator's flag of the account with this username (any case). */
export async function setFlagByUsername(
  db: Db,
  username: string,
  flag: OperatorFlag,
  on: boolean,
): Promise<Member | undefined> {
  await db
    .updateTable('users')
    .set({ [flag]: on ? 1 : 0 })
    .where(sql`lower(username)`, '=', lowerUsername(username))
    .execute();
  return findMemberByUsername(db, username);
}

/** The account with this username (any case), as every feature sees one. */
export async function findMemberByUsername(db: Db, username: string): Promise<Member | undefined> {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where(sql`lower(username)`, '=', lowerUsername(username))
    .executeTakeFirst();
}

export async function listLoginHistory(
  db: Db,
  userId: string,
): Promise<Pick<LoginHistoryTable, 'created_at' | 'ip' | 'success'>[]> {
  return db
    .selectFrom('login_history')
    .select(['created_at', 'ip', 'success'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** When the user asked for password resets, and whether each was used; never the token. */
export async function listPasswordResets(db: Db, userId: string) {
  return db
    .selectFrom('password_resets')
    .select(['created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends every other session of the user, keeping the one that asked. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes what the privacy policy promises not to keep; answers the rows removed per table. */
export async function pruneAuthData(
  db: Db,
  cutoffs: {
    loginHistoryBefore: string;
    sessionsBefore: string;
    resetsBefore: string;
    passwordFailuresBefore: string;
  },
): Promise<{
  loginHistory: number;
  sessions: number;
  passwordResets: number;
  passwordFailures: number;
}> {
  const history = await db
    .deleteFrom('login_history')
    .where('created_at', '<', cutoffs.loginHistoryBefore)
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where('created_at', '<', cutoffs.sessionsBefore)
    .executeTakeFirst();
  const resets = await db
    .deleteFrom('password_resets')
    .where('created_at', '<', cutoffs.resetsBefore)
    .executeTakeFirst();
  const failures = await db
    .deleteFrom('password_failures')
    .where('last_failed_at', '<', cutoffs.passwordFailuresBefore)
    .executeTakeFirst();
  return {
    loginHistory: Number(history.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    passwordResets: Number(resets.numDeletedRows),
    passwordFailures: Number(failures.numDeletedRows),
  };
}

/** An account the inactive accounts' job works on: who to write to, and since when it is unused. */
export type InactiveAccount = Pick<
  UserTable,
  'id' | 'email' | 'username' | 'first_name' | 'last_active_at' | 'inactive_warned_at'
>;

const INACTIVE_COLUMNS = [
  'id',
  'email',
  'username',
  'first_name',
  'last_active_at',
  'inactive_warned_at',
] as const;

/** Accounts unused since before `inactiveBefore` and not yet warned, oldest first. */
export async function findUnwarnedInactive(
  db: Db,
  inactiveBefore: string,
  limit: number,
): Promise<InactiveAccount[]> {
  return db
    .selectFrom('users')
    .select(INACTIVE_COLUMNS)
    .where('last_active_at', '<', inactiveBefore)
    .where('inactive_warned_at', 'is', null)
    .orderBy('last_active_at')
    .limit(limit)
    .execute();
}

/** Accounts warned before `warnedBefore` and not used since. */
export async function findWarnedInactive(
  db: Db,
  warnedBefore: string,
  limit: number,
): Promise<InactiveAccount[]> {
  return db
    .selectFrom('users')
    .select(INACTIVE_COLUMNS)
    .where('inactive_warned_at', '<', warnedBefore)
    .orderBy('inactive_warned_at')
    .limit(limit)
    .execute();
}

/**
 * Marks the account warned, if it is still unused since `inactiveBefore` and not warned yet: one
 * conditional update, so of two runs only one warns. Answers whether it applied.
 */
export async function markWarned(
  db: Db,
  userId: string,
  inactiveBefore: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ inactive_warned_at: nowIso })
    .where('id', '=', userId)
    .where('last_active_at', '<', inactiveBefore)
    .where('inactive_warned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes back a warning that was never delivered, unless the account was used meanwhile. */
export async function unmarkWarned(db: Db, userId: string, warnedAt: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ inactive_warned_at: null })
    .where('id', '=', userId)
    .where('inactive_warned_at', '=', warnedAt)
    .execute();
}

/**
 * Whether the account is still due for deletion (warned before `warnedBefore`, unused since), read
 * with an update that holds the row until the deletion's transaction ends: a login that renews the
 * activity meanwhile waits for it, or has already withdrawn the warning and this answers false.
 */
export async function claimWarnedForDeletion(
  trx: Db,
  userId: string,
  warnedBefore: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ inactive_warned_at: eb.ref('inactive_warned_at') }))
    .where('id', '=', userId)
    .where('inactive_warned_at', '<', warnedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
