import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { XmlModel } from '../src/modules/workflow/model-xml.js';
import { call, createPgDatabase, createTestApp, login, PASSWORD, type TestApp } from './helpers.js';
import { act, apply, deploy, todo, twoStep } from './workflow-helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The head has a second to act; then a boundary timer takes the process to the auditor instead. */
const timed: XmlModel = {
  ...twoStep('timed'),
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'head', type: 'userTask', name: '部门负责人', at: [1, 0], attrs: { deptHead: 'true' } },
    { id: 'late', type: 'userTask', name: '超时处理', at: [2, 1], attrs: { assignee: 'auditor' } },
    { id: 'end', type: 'endEvent', at: [3, 0] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'head' },
    { id: 'f2', from: 'head', to: 'end' },
    { id: 'f3', from: 'timer', to: 'late' },
    { id: 'f4', from: 'late', to: 'end' },
  ],
  boundaries: [{ id: 'timer', attachedTo: 'head', duration: 'PT1S', name: '一秒未处理' }],
};

describe('审批流程: timers and due times', () => {
  let t: TestApp;
  let admin: string;
  let applicant: string;
  let head: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    applicant = await login(t, 'zhangwei');
    head = await login(t, 'xuli');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('fires a boundary timer when its time has come: the task is withdrawn, the timer path taken', async () => {
    const v = await deploy(t, timed, admin);
    await apply(t, applicant, v, undefined, '定时器');
    const [task] = (await todo(t, head)).filter((x) => x.title === '定时器');
    await t.workflow.clock.tick();
    expect((await todo(t, head)).map((x) => x.id)).toContain(task?.id);
    await sleep(1100);
    await t.workflow.clock.tick();
    expect((await todo(t, head)).map((x) => x.id)).not.toContain(task?.id);
    const [late] = (await todo(t, auditor)).filter((x) => x.title === '定时器');
    expect(late?.nodeId).toBe('late');
    const history = await call(t, 'GET', `/system-api/actTask/historicFlow/${late?.procInstId}`, { token: admin });
    expect(history.body.result.filter((e: { action: string }) => e.action === 'timer')).toHaveLength(1);
    expect((await act(t, head, 'pass', { id: task?.id })).body.message).toBe('该任务已被他人处理，请刷新后重试');
  });

  it('acts on a task past its due time as its node says: approve, or escalate to the leader', async () => {
    const auto = twoStep('due_auto');
    (auto.nodes[1] as { attrs: Record<string, string> }).attrs = {
      deptHead: 'true',
      dueIn: 'PT1S',
      onTimeout: 'approve',
    };
    const v = await deploy(t, auto, admin);
    await apply(t, applicant, v, undefined, '超时通过');
    const [task] = (await todo(t, head)).filter((x) => x.title === '超时通过');
    await sleep(1100);
    await t.workflow.clock.tick();
    expect((await todo(t, head)).map((x) => x.id)).not.toContain(task?.id);
    expect((await todo(t, auditor)).filter((x) => x.title === '超时通过')[0]?.nodeId).toBe('role');

    const esc = twoStep('due_escalate');
    (esc.nodes[1] as { attrs: Record<string, string> }).attrs = {
      assignee: 'zhangwei',
      dueIn: 'PT1S',
      onTimeout: 'escalate',
    };
    const e = await deploy(t, esc, admin);
    await apply(t, applicant, e, undefined, '超时升级');
    const [mine] = (await todo(t, applicant)).filter((x) => x.title === '超时升级');
    await sleep(1100);
    await t.workflow.clock.tick();
    const [up] = (await todo(t, head)).filter((x) => x.title === '超时升级');
    expect(up?.id).toBe(mine?.id);
    await t.workflow.clock.tick();
    const history = await call(t, 'GET', `/system-api/actTask/historicFlow/${up?.procInstId}`, { token: admin });
    expect(history.body.result.filter((x: { action: string }) => x.action === 'escalate')).toHaveLength(1);
  });
});

describe('审批流程: an instance survives a restart of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-wf-restart-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) pgDb = await createPgDatabase(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
    const built = await buildApp(config);
    await built.app.ready();
    return built;
  };

  it('goes on after the restart from the step it had reached', async () => {
    const first = await open();
    const v = await deploy(first, twoStep('restart'));
    const applicant = await login(first, 'zhangwei');
    await apply(first, applicant, v);
    const head = await login(first, 'xuli');
    const [h] = await todo(first, head);
    await act(first, head, 'pass', { id: h?.id });
    await first.app.close();

    const second = await open();
    try {
      const auditor = await login(second, 'auditor');
      const [r] = await todo(second, auditor);
      expect(r?.nodeId).toBe('role');
      expect((await act(second, auditor, 'pass', { id: r?.id })).body.success).toBe(true);
      const mine = await call(second, 'GET', '/system-api/actBusiness/listData', {
        token: await login(second, 'zhangwei'),
      });
      expect(mine.body.result.records[0]).toMatchObject({ status: 2, result: 2 });
    } finally {
      await second.app.close();
    }
  });
});
