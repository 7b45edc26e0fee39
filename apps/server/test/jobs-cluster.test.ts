import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_LOST } from '../src/modules/quartz/runner.js';
import { PASSWORD } from './helpers.js';
import { startServer, stopServer } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const EVERY_SECOND = '0/1 * * * * ? *';

interface Run {
  id: string;
  fireAt: number;
  status: string;
  node: string;
  message: string | null;
  triggerType: string;
}

/** Calls the API of one server as admin. */
function client(base: string) {
  let token = '';
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    return (await res.json()) as { success: boolean; message: string; result: any };
  };
  return {
    api,
    async login() {
      token = (await api('POST', '/sys/login', { username: 'admin', password: PASSWORD })).result.token;
    },
    async addJob(body: Record<string, unknown>): Promise<string> {
      const added = await api('POST', '/sys/quartzJob/add', { status: 0, ...body });
      expect(added.success, added.message).toBe(true);
      const list = await api('GET', `/sys/quartzJob/list?jobClassName=${String(body.jobClassName)}`);
      return list.result.records[0].id;
    },
    async runs(jobId: string): Promise<Run[]> {
      return (await api('GET', `/sys/quartzJob/logList?jobId=${jobId}&pageSize=200`)).result.records;
    },
  };
}

/**
 * Polls until `probe` answers. A request that meets a connection of the killed worker fails with ECONNRESET: the
 * next poll reaches a living one.
 */
const until = async <T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  let failure: unknown;
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      failure = err;
    }
  }
  throw failure ?? new Error('timed out');
};

/** A job every second on several processes: each fire is run once, and every fire after the first few is there. */
async function runsOncePerFire(c: ReturnType<typeof client>): Promise<Run[]> {
  const id = await c.addJob({ jobClassName: 'SampleJob', cronExpression: EVERY_SECOND });
  const runs = await until(async () => {
    const r = (await c.runs(id)).filter((x) => x.status === 'success');
    return r.length >= 6 ? r : undefined;
  });
  await c.api('GET', `/sys/quartzJob/pause?id=${id}`);
  const fires = runs.map((r) => r.fireAt);
  expect(new Set(fires).size).toBe(fires.length);
  expect(runs.every((r) => r.triggerType === 'schedule')).toBe(true);
  return runs;
}

describe.skipIf(!!PG_URL)('定时任务 with WORKERS=2 on one SQLite file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-jobs-'));
  let server: { proc: ChildProcess; base: string };
  let c: ReturnType<typeof client>;

  beforeAll(async () => {
    server = await startServer({ WORKERS: '2', DATA_DIR: dataDir });
    c = client(server.base);
    await c.login();
  }, 120_000);
  afterAll(async () => {
    await stopServer(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job every second exactly once per fire', async () => {
    await runsOncePerFire(c);
  }, 40_000);

  it('gives up the lease of a run whose worker was killed, and the job runs again', async () => {
    const id = await c.addJob({ jobClassName: 'AsyncJob', parameter: '60', cronExpression: '0/2 * * * * ? *' });
    const running = await until(async () => (await c.runs(id)).find((r) => r.status === 'running'));
    const pid = Number(running.node.split(':').at(-1));
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const lost = await until(async () => (await c.runs(id)).find((r) => r.id === running.id && r.status === 'failed'));
    expect(lost.message).toBe(LEASE_LOST);
    // The lock is free again: a later fire runs, in the surviving (or the replacing) worker.
    const next = await until(async () =>
      (await c.runs(id)).find((r) => r.fireAt > running.fireAt && r.status === 'running'),
    );
    expect(next.node).not.toBe(running.node);
    await c.api('GET', `/sys/quartzJob/pause?id=${id}`);
  }, 60_000);
});

describe.skipIf(!PG_URL)('定时任务 with two server processes on one PostgreSQL database', () => {
  const name = `yz_jobs_${randomBytes(6).toString('hex')}`;
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'yunzhan-jobs-pg-')));
  const servers: { proc: ChildProcess; base: string }[] = [];

  const admin = async (sql: string) => {
    const db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
    await db.query(sql);
    await db.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), TOKEN_SECRET: randomBytes(32).toString('hex') };
    servers.push(...(await Promise.all(dirs.map((dir) => startServer({ ...env, DATA_DIR: dir })))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s.proc)));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('runs a job every second exactly once per fire', async () => {
    const c = client(servers[0].base);
    await c.login();
    await runsOncePerFire(c);
  }, 40_000);
});
