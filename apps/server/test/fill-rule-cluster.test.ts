import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, PASSWORD } from './helpers.js';
import { startServer, stopServer } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;

/**
 * 填值规则's sequences across processes: 200 concurrent calls to a server of two workers (WORKERS=2) on one
 * database — the SQLite file, or PostgreSQL when TEST_DATABASE_URL is set — take 200 distinct values, 1 to 200.
 */
describe(`fill-rule sequences with WORKERS=2 on ${PG_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-fill-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  let server: { proc: ChildProcess; base: string };
  let token = '';
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; message: string; result: unknown };
  };

  beforeAll(async () => {
    pgDb = PG_URL ? await createPgDatabase(PG_URL) : undefined;
    server = await startServer({ WORKERS: '2', DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    token = String(
      ((await api('POST', '/sys/login', { username: 'admin', password: PASSWORD })).result as { token: string }).token,
    );
  }, 120_000);
  afterAll(async () => {
    await stopServer(server.proc);
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives 200 concurrent calls 200 distinct values', async () => {
    const added = await api('POST', '/sys/fillRule/add', {
      ruleName: '并发',
      ruleCode: 'cluster_seq',
      ruleClass: 'sequenceNumber',
      ruleParams: '{"prefix":"Q","datePattern":"","digits":6,"reset":"never"}',
    });
    expect(added.success, added.message).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => api('PUT', '/sys/fillRule/executeRuleByCode/cluster_seq', {})),
    );
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual([]);
    const values = answers.map((a) => String(a.result));
    expect(new Set(values).size).toBe(200);
    expect(values.map((v) => Number(v.slice(1))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  }, 60_000);
});
