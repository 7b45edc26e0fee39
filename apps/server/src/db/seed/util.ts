import type { Insertable, Kysely } from 'kysely';
import type { FileStorage } from '../../core/files/storage.js';
import type { DB } from '../types.js';

/** The database or a transaction: every seed step runs inside the seed's one transaction. */
export type SeedDb = Kysely<DB>;

/** Rows per INSERT: keeps the bound parameters far below SQLite's and PostgreSQL's limits. */
const CHUNK = 100;

/** Who seeded rows are attributed to (audit columns hold usernames, as in JeecgBoot). */
export const SEED_BY = 'admin';

/**
 * Multi-row inserts in chunks. Rows that collide with an existing key are skipped (ON CONFLICT DO NOTHING, on
 * SQLite and PostgreSQL alike), so two processes seeding at once cannot fail or duplicate.
 */
export async function insertAll<T extends keyof DB & string>(
  db: SeedDb,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export const audit = (now: string) => ({ createBy: SEED_BY, createTime: now, updateBy: null, updateTime: null });

/** Roles the seed knows by code; ids are looked up once per run and only when a step needs them. */
export interface SeedContext {
  db: SeedDb;
  now: string;
  /** Codes of the roles created by this run (they get their full permission set, not only new rows). */
  createdRoles: Set<string>;
  roleIds(): Promise<Map<string, string>>;
  /** Where demo files are written (absent: demo rows that need a file are left out). */
  files?: FileStorage;
}

/** Seed keys already applied among `keys`: their rows were inserted once and may since have been deleted. */
export async function appliedKeys(db: SeedDb, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('sysSeedKey')
      .select('key')
      .where('key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.key);
  }
  return found;
}

/** Records seed keys as applied (idempotent). */
export async function recordKeys(db: SeedDb, keys: readonly string[], now: string): Promise<void> {
  await insertAll(
    db,
    'sysSeedKey',
    keys.map((key) => ({ key, createTime: now })),
  );
}
