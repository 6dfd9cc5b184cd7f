import type { Db } from '../../db/database';
import type { ChallengePurpose, PasskeyChallengeTable, PasskeyTable } from './tables';

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyTable[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The passkeys of the account with this e-mail (lower case); none for an unknown address. */
export async function passkeysOfEmail(db: Db, email: string): Promise<PasskeyTable[]> {
  return db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .selectAll('passkeys')
    .where('users.email', '=', email)
    .orderBy('passkeys.created_at')
    .orderBy('passkeys.id')
    .execute();
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findByCredential(
  db: Db,
  credentialId: string,
): Promise<PasskeyTable | undefined> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(db: Db, passkey: PasskeyTable): Promise<void> {
  await db.insertInto('passkeys').values(passkey).execute();
}

/** Renames the owner's passkey; undefined when the owner has no passkey of that id. */
export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  deviceName: string,
): Promise<PasskeyTable | undefined> {
  return db
    .updateTable('passkeys')
    .set({ device_name: deviceName })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the owner's passkey; false when the owner has no passkey of that id. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Records a login: the new signature counter and the time, only if the counter is still the one
 * the signature was checked against (a login racing this one with the same passkey lost).
 */
export async function recordLogin(
  db: Db,
  id: string,
  counters: { checked: number; received: number },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: counters.received, last_used_at: nowIso })
    .where('id', '=', id)
    .where('counter', '=', counters.checked)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps a challenge handed out; a session's new registration challenge replaces its last. */
export async function putChallenge(db: Db, challenge: PasskeyChallengeTable): Promise<void> {
  await db
    .insertInto('passkey_challenges')
    .values(challenge)
    .onConflict((oc) =>
      oc.column('session_hash').doUpdateSet({
        challenge: challenge.challenge,
        user_id: challenge.user_id,
        expires_at: challenge.expires_at,
      }),
    )
    .execute();
}

/**
 * Takes a live challenge for its one use: deleted and answered in one statement, so of two
 * answers to the same challenge one gets it and the other nothing. A registration's challenge
 * is found only by the session it was handed to.
 */
export async function consumeChallenge(
  db: Db,
  find: { challenge: string; purpose: ChallengePurpose; sessionHash?: string; nowIso: string },
): Promise<PasskeyChallengeTable | undefined> {
  let query = db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', find.challenge)
    .where('purpose', '=', find.purpose)
    .where('expires_at', '>', find.nowIso);
  if (find.sessionHash !== undefined) query = query.where('session_hash', '=', find.sessionHash);
  return query.returningAll().executeTakeFirst();
}

export async function pruneChallenges(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Everything of the user's: passkeys and open challenges (the account's deletion). */
export async function deleteUserPasskeys(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}
