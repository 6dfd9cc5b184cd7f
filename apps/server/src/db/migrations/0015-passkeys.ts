import type { Kysely } from 'kysely';

/**
 * Passkeys (SPEC.md section 3 "Passkey"): each account's WebAuthn credentials, and the challenges
 * handed out and not yet answered, kept in the database so every instance of a deployment knows
 * them. The passkeys feature's account hook removes a user's rows inside the account's deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    // base64url; unique, so one credential never belongs to two accounts.
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // An unsigned 32-bit count; a double holds it exactly on both databases (PostgreSQL's
    // integer stops at 2^31, and its bigint comes back from the driver as a string).
    .addColumn('counter', 'double precision', (c) => c.notNull())
    // A JSON array of the transports the authenticator named.
    .addColumn('transports', 'varchar(200)', (c) => c.notNull())
    .addColumn('device_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('device_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    // A registration's session (its token's hash): one open registration per session.
    .addColumn('session_hash', 'varchar(64)', (c) => c.unique())
    // The registering member, or the account a login by e-mail named.
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id'))
    // The passkey a login by e-mail chose; no key, so deleting the passkey is not held up.
    .addColumn('passkey_id', 'varchar(36)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expiry')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('passkey_challenges_user')
    .on('passkey_challenges')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
