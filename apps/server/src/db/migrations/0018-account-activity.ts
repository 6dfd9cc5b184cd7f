import { sql, type Kysely } from 'kysely';

/**
 * Inactive accounts (SPEC.md section 4): when each account was last used, and when it was warned
 * that it will be deleted for inactivity. Existing accounts start from the latest sign-in still
 * known (the login history and sessions), else from their registration: never later than the truth,
 * and the warning's 30 days cover the difference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_active_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('inactive_warned_at', 'varchar(32)').execute();
  // ISO times in one format compare as text, on both databases.
  await sql`
    update users set last_active_at = (
      select max(t) from (
        select users.created_at as t
        union all select max(created_at) from login_history
          where login_history.user_id = users.id and login_history.success = 1
        union all select max(created_at) from sessions where sessions.user_id = users.id
      ) as known
    )
  `.execute(db);
  await db.schema.createIndex('users_last_active').on('users').column('last_active_at').execute();
  await db.schema
    .createIndex('users_inactive_warned')
    .on('users')
    .column('inactive_warned_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_inactive_warned').execute();
  await db.schema.dropIndex('users_last_active').execute();
  await db.schema.alterTable('users').dropColumn('inactive_warned_at').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}
