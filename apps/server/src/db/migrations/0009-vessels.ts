import type { Kysely } from 'kysely';

/**
 * Vessels (SPEC.md section 3), owned by a user; a user may own several. `search_text` holds the
 * searchable fields folded in TypeScript (see common/search-fold.ts), so the same LIKE finds
 * 'Ærø' from 'aero' on SQLite and PostgreSQL alike. The feature's account hook removes them
 * inside the account's deletion; the foreign key (no cascade) refuses a deletion that forgot to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vessels')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('vessel_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('length', 'double precision')
    .addColumn('width', 'double precision')
    .addColumn('draft', 'double precision')
    .addColumn('vessel_year', 'integer')
    .addColumn('vessel_make', 'varchar(100)', (c) => c.notNull())
    .addColumn('vessel_model', 'varchar(100)', (c) => c.notNull())
    .addColumn('hull_material', 'varchar(20)')
    .addColumn('engine_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('engine_power', 'double precision')
    .addColumn('fuel_type', 'varchar(20)')
    .addColumn('max_speed', 'double precision')
    .addColumn('cruising_speed', 'double precision')
    .addColumn('registration_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('home_port', 'varchar(100)', (c) => c.notNull())
    .addColumn('mmsi', 'varchar(9)')
    .addColumn('call_sign', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('public_profile', 'integer', (c) => c.notNull())
    .addColumn('vessel_image', 'varchar(2000)')
    .addColumn('insurance_company', 'varchar(100)', (c) => c.notNull())
    .addColumn('insurance_policy_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('insurance_expiry_date', 'varchar(10)')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vessels_user').on('vessels').column('user_id').execute();
  await db.schema.createIndex('vessels_mmsi').on('vessels').column('mmsi').execute();
  await db.schema
    .createIndex('vessels_public_name')
    .on('vessels')
    .columns(['public_profile', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vessels').execute();
}
