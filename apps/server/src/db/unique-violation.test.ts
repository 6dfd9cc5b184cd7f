import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

function sqliteUniqueError(): unknown {
  const db = new SQLite(':memory:');
  db.exec('create table t (name text unique)');
  db.exec("insert into t values ('ole')");
  try {
    db.exec("insert into t values ('ole')");
  } catch (err) {
    return err;
  } finally {
    db.close();
  }
  throw new Error('the second insert should have failed');
}

describe('isUniqueViolation', () => {
  it.each([
    ['SQLite’s own error', sqliteUniqueError(), true],
    // What pg raises: a DatabaseError with the SQLSTATE as its code.
    [
      'PostgreSQL unique_violation',
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      true,
    ],
    [
      'PostgreSQL not_null_violation',
      Object.assign(new Error('null value'), { code: '23502' }),
      false,
    ],
    [
      'SQLite foreign key',
      Object.assign(new Error('FOREIGN KEY'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }),
      false,
    ],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'UNIQUE', false],
    ['null', null, false],
  ])('%s → %s', (_name, err, unique) => {
    expect(isUniqueViolation(err)).toBe(unique);
  });
});
