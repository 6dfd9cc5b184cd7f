/**
 * True for the error a unique index raises on insert or update: better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE and PostgreSQL's unique_violation (SQLSTATE 23505).
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === '23505';
}
