import type { CompiledQuery } from 'kysely';
import type { DynamicDb } from '../../db/index.js';

/** Bound parameters one multi-row insert may carry (SQLite allows 32 766, PostgreSQL 65 535). */
export const MAX_PARAMS = 16_000;

/** Rows of a multi-row insert in chunks that stay under the parameter limit of both databases. */
export function chunksOf<T extends object>(rows: readonly T[]): T[][] {
  if (!rows.length) return [];
  const size = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, Object.keys(rows[0]).length)));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Statements kept per table (column lists × row counts of the chunks). */
const MAX_KEPT = 64;

/**
 * Multi-row inserts of one table whose statements are compiled once per column list and row count, through Kysely
 * (so each dialect gets its own SQL), and then run with fresh parameters: an import of many batches compiles each
 * shape once, and SQLite's statement cache (keyed by the SQL text) prepares it once. Rows are arrays of the
 * columns' values, so no object per row is built, read and dropped again.
 */
export class BulkInsert {
  private readonly compiled = new Map<string, CompiledQuery>();

  constructor(private readonly table: string) {}

  async run(db: DynamicDb, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
    const size = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, columns.length)));
    for (let at = 0; at < rows.length; at += size) {
      const count = Math.min(size, rows.length - at);
      const parameters: unknown[] = [];
      for (let i = at; i < at + count; i++) for (const v of rows[i]) parameters.push(v);
      await db.executeQuery({ ...this.statement(db, columns, count), parameters });
    }
  }

  private statement(db: DynamicDb, columns: readonly string[], count: number): CompiledQuery {
    const key = `${count}:${columns.join(',')}`;
    let query = this.compiled.get(key);
    if (!query) {
      const row = Object.fromEntries(columns.map((c) => [c, null]));
      const compiled = db
        .insertInto(this.table)
        .values(Array.from({ length: count }, () => row))
        .compile();
      // Kept without its tree of value nodes (one per parameter): the change feed only reads the table written.
      query = { ...compiled, parameters: [], query: db.insertInto(this.table).toOperationNode() };
      if (this.compiled.size >= MAX_KEPT) this.compiled.clear();
      this.compiled.set(key, query);
    }
    return query;
  }
}
