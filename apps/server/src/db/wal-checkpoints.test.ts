import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './index.js';
import { checkpointInBackground } from './wal-checkpoints.js';

describe('WAL checkpoints left to another process', () => {
  let dir: string;
  let handle: DbHandle;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    stop = undefined;
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Writes ~2 500 pages of 4 KB, one commit per row (each commit may start SQLite's own checkpoint). */
  async function fill(checkpointElsewhere: boolean) {
    dir = mkdtempSync(join(tmpdir(), 'yunzhan-wal-'));
    handle = openDatabase({ dataDir: dir, checkpointElsewhere });
    await sql`create table filler (data blob)`.execute(handle.db);
    for (let i = 0; i < 2500; i++) await sql`insert into filler (data) values (randomblob(4000))`.execute(handle.db);
  }
  const fileSize = () => statSync(join(dir, 'yunzhan.db')).size;

  it('keeps the pages in the WAL until the background connection moves them to the file', async () => {
    await fill(true);
    expect(fileSize()).toBeLessThan(1_000_000);
    stop = checkpointInBackground(dir, 20);
    await expect.poll(fileSize, { timeout: 5000 }).toBeGreaterThan(9_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(handle.db);
    expect(Number(rows.rows[0].n)).toBe(2500);
  });

  it('checkpoints in the committing process otherwise (SQLite’s automatic checkpoint)', async () => {
    await fill(false);
    expect(fileSize()).toBeGreaterThan(4_000_000);
  });
});
