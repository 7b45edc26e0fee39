import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/** How often the cluster's primary moves the WAL's pages into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1000;

/**
 * Checkpoints the SQLite WAL of a data folder from a connection of its own, every `intervalMs`, for server processes
 * that do not (`openDatabase` with `checkpointElsewhere`). SQLite's automatic checkpoint runs inside the commit that
 * fills the WAL past 1 000 pages, and its fsync (~0.5 s after a 10 000-product import on this disk) is then part
 * of that request; the cluster's primary serves no request, so the wait moves there. PASSIVE: it never blocks a
 * reader or a writer, and copies what it can. Answers a stop function.
 */
export function checkpointInBackground(dataDir: string, intervalMs = CHECKPOINT_INTERVAL_MS): () => void {
  const sqlite = new SQLite(join(dataDir, 'yunzhan.db'));
  sqlite.pragma('busy_timeout = 5000');
  const checkpoint = sqlite.prepare('pragma wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    try {
      checkpoint.run();
    } catch (err) {
      // A busy database is tried again at the next turn; anything else is worth a line in the log.
      if ((err as { code?: string }).code !== 'SQLITE_BUSY') console.error('WAL checkpoint failed', err);
    }
  }, intervalMs);
  return () => {
    clearInterval(timer);
    sqlite.close();
  };
}
