import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ChangeFeed, withChangeFeed } from './change-feed.js';
import { migrations } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';
import type { DB } from './types.js';

export type Database = Kysely<DB>;
/**
 * The engine's view of the same database: tables and columns named at run time from entity definitions
 * (trusted, validated when the registry is built), so the compile-time table list cannot check them.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables named at run time
export type DynamicDb = Kysely<any>;

/** The one way to the dynamic view: same connection, same transaction, no cast. */
export const dynamic = (db: Database): DynamicDb => db;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Database;
  dialect: DialectName;
  close(): Promise<void>;
  /** The tables each committed write of this process touched. */
  changes: ChangeFeed;
  /**
   * Changes whenever a write is committed on this database, by this process or another (SQLite only): caches of
   * query results compare it instead of trusting a timer.
   */
  dataVersion?: () => string;
  /** Changes when another connection (another server process) commits a write (SQLite only). */
  foreignVersion?: () => number;
}

// int8 (bigint, count(*)) as a JS number: our values (epoch ms, counts) stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric as a JS number (sort_no, money columns with 2 decimals).
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * Index entries ANALYZE reads per index. A sample counts rows per leading value too low by about rows / limit:
 * every index here starts with (site_id, del_flag), and with 1 000 the planner believed a site held ~500 of
 * 100 000 products, so walking the list's order index looked cheaper than 500 model-number look-ups (the import's
 * duplicate check: 230-390 ms per 500 rows instead of 1 ms, measured under load). 20 000 keeps the estimates within a factor of a few on such
 * tables and analyses the 1 GB benchmark database (2 000 000 specification rows) in about a second.
 */
export const ANALYSIS_LIMIT = 20_000;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise SQLite (WAL) in `dataDir`.
 * `checkpointElsewhere`: this process's commits leave the WAL checkpoints to another (the cluster's primary,
 * `checkpointInBackground`).
 */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string; checkpointElsewhere?: boolean }): DbHandle {
  const plugins = [new CamelCasePlugin()];
  const changes = new ChangeFeed();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // A dropped connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: withChangeFeed(new PostgresDialect({ pool }), changes), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy(), changes };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, 'yunzhan.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (opts.checkpointElsewhere) sqlite.pragma('wal_autocheckpoint = 0');
  // Lists and their totals read whole indexes: a 32 MB page cache and memory-mapped reads keep them in memory.
  sqlite.pragma('cache_size = -32768');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = MEMORY');
  // Planner statistics (sampled, so cheap): without them SQLite scans a list's sort index even when another
  // condition (an id list from the trigram index) picks a few rows. Refreshed hourly for a long-lived process.
  sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  sqlite.pragma('optimize = 0x10002');
  const optimizer = setInterval(() => sqlite.pragma('optimize'), 60 * 60_000);
  optimizer.unref();
  const dialect = withChangeFeed(new SqliteDialect({ database: withStatementCache(sqlite) }), changes);
  const db = new Kysely<DB>({ dialect, plugins });
  // total_changes counts this connection's writes; data_version moves when another connection commits.
  const ownWrites = sqlite.prepare('select total_changes()').pluck();
  const otherWrites = sqlite.prepare('pragma data_version').pluck();
  const foreignVersion = () => otherWrites.get() as number;
  const dataVersion = () => `${foreignVersion()}:${ownWrites.get()}`;
  const close = () => {
    clearInterval(optimizer);
    return db.destroy();
  };
  return { db, dialect: 'sqlite', close, dataVersion, foreignVersion, changes };
}

/** Brings the schema up to date. Runs at every start; a no-op when nothing is pending. */
export async function migrate(db: Database): Promise<void> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
