import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 compiles a statement on every `prepare`; Kysely prepares each query it runs. Keeping compiled
 * statements by SQL text spares that work on every list and item request. A statement still being iterated is
 * busy and cannot be reused: a fresh one is prepared for that call.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
