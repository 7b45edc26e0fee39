import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelXml, timerInner } from '../src/modules/workflow/model-xml.js';
import { PASSWORD } from './helpers.js';
import { startServer, stopServer } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Calls one server's API as admin. */
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
  };
}

/** Start, a two-second timer, then a task of admin's: several processes see the timer due at once. */
const TIMER_MODEL = {
  id: 'cluster_timer',
  name: '定时器集群',
  formKey: 'wf.leave',
  nodes: [
    { id: 'start', type: 'startEvent' as const, at: [0, 0] as [number, number] },
    {
      id: 'wait',
      type: 'intermediateCatchEvent' as const,
      name: '等待两秒',
      at: [1, 0] as [number, number],
      inner: timerInner('PT2S'),
    },
    {
      id: 'task',
      type: 'userTask' as const,
      name: '处理',
      at: [2, 0] as [number, number],
      attrs: { assignee: 'admin' },
    },
    { id: 'end', type: 'endEvent' as const, at: [3, 0] as [number, number] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'wait' },
    { id: 'f2', from: 'wait', to: 'task' },
    { id: 'f3', from: 'task', to: 'end' },
  ],
};

/** Deploys the model, starts five instances and checks that each timer fired once and made one task. */
async function firesOnce(c: ReturnType<typeof client>) {
  const added = await c.api('POST', '/activiti/models/add', {
    name: TIMER_MODEL.name,
    modelKey: TIMER_MODEL.id,
    xml: modelXml(TIMER_MODEL),
  });
  const deployed = await c.api('POST', `/activiti/models/deployment/${added.result.id}`);
  expect(deployed.success, deployed.message).toBe(true);
  const data = { leaveType: 'annual', startDate: '2026-12-21', endDate: '2026-12-21', days: 1, reason: '集群' };
  const instances: string[] = [];
  for (let i = 0; i < 5; i++) {
    const draft = await c.api('POST', '/actBusiness/add', { procDefId: deployed.result.id, data, title: `集群${i}` });
    await c.api('POST', '/actBusiness/apply', { id: draft.result.id });
    const mine = await c.api('GET', `/actBusiness/listData?title=集群${i}`);
    instances.push(mine.result.records[0].procInstId);
  }
  const deadline = Date.now() + 20_000;
  let tasks = 0;
  while (Date.now() < deadline && tasks < 5) {
    await new Promise((r) => setTimeout(r, 500));
    tasks = (await c.api('GET', '/actTask/todoList?pageSize=50&processKey=cluster_timer')).result.total;
  }
  expect(tasks).toBe(5);
  // Longer than a claim takes to expire for a crashed claimer: a second firing would have happened by now.
  await new Promise((r) => setTimeout(r, 2_500));
  for (const id of instances) {
    const history = (await c.api('GET', `/actTask/historicFlow/${id}`)).result as {
      action: string;
      pending: boolean;
    }[];
    expect(
      history.filter((e) => e.action === 'timer'),
      id,
    ).toHaveLength(1);
    expect(
      history.filter((e) => e.pending),
      id,
    ).toHaveLength(1);
  }
  expect((await c.api('GET', '/actTask/todoList?pageSize=50&processKey=cluster_timer')).result.total).toBe(5);
}

describe.skipIf(!!PG_URL)('审批流程 timers with WORKERS=2 on one SQLite file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-wf-cluster-'));
  let server: { proc: ChildProcess; base: string };

  beforeAll(async () => {
    server = await startServer({ WORKERS: '2', DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await stopServer(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fires each timer once', async () => {
    const c = client(server.base);
    await c.login();
    await firesOnce(c);
  }, 60_000);
});

describe.skipIf(!PG_URL)('审批流程 timers with two server processes on one PostgreSQL database', () => {
  const name = `yz_wf_${randomBytes(6).toString('hex')}`;
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'yunzhan-wf-pg-')));
  const servers: { proc: ChildProcess; base: string }[] = [];
  const admin = async (sql: string) => {
    const db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
    await db.query(sql);
    await db.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL as string);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), TOKEN_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer({ ...env, DATA_DIR: dirs[0] as string }));
    servers.push(await startServer({ ...env, DATA_DIR: dirs[1] as string }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s.proc)));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fires each timer once', async () => {
    const c = client((servers[0] as { base: string }).base);
    await c.login();
    await firesOnce(c);
  }, 60_000);
});
