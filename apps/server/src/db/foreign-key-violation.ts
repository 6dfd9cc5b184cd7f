/**
 * True for the error a foreign key raises when the row it points at is gone: better-sqlite3's
 * SQLITE_CONSTRAINT_FOREIGNKEY and PostgreSQL's foreign_key_violation (SQLSTATE 23503).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return err.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || err.code === '23503';
}
