import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { databaseReachable } from './service.js';

describe('database reachability', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is true while SQLite answers and false once its connection is closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'yunzhan-health-'));
    dirs.push(dir);
    const handle = openDatabase({ dataDir: dir });
    expect(await databaseReachable(handle.db)).toBe(true);
    await handle.close();
    expect(await databaseReachable(handle.db)).toBe(false);
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const db: Database = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const started = Date.now();
    expect(await databaseReachable(db, 200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const s of sockets) s.destroy();
    silent.close();
    await db.destroy().catch(() => undefined);
  });
});
