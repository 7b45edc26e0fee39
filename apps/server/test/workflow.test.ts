import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelXml } from '../src/modules/workflow/model-xml.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { act, apply, deploy, todo, twoStep } from './workflow-helpers.js';

describe('审批流程: model, deploy, apply, approve', () => {
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

  it('refuses a model with a script task or a JavaScript condition at deploy, naming the element', async () => {
    const m = twoStep('scripted');
    m.nodes.push({
      id: 'js',
      type: 'scriptTask',
      name: '跑代码',
      at: [1, 1],
      inner: '<script>process.exit(1)</script>',
    });
    m.flows.push(
      { id: 'fjs', from: 'head', to: 'js' },
      { id: 'fjs2', from: 'js', to: 'end', name: '脚本', condition: 'true', language: 'javascript' },
    );
    const added = await call(t, 'POST', '/system-api/activiti/models/add', {
      token: admin,
      body: { name: 'x', modelKey: m.id, xml: modelXml(m) },
    });
    const res = await call(t, 'POST', `/system-api/activiti/models/deployment/${added.body.result.id}`, {
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const messages = res.body.result.problems.map(
      (p: { elementId: string; message: string }) => `${p.elementId} ${p.message}`,
    );
    expect(messages).toContain('js 不允许使用脚本任务「跑代码」：流程中不能运行代码');
    expect(messages).toContain('fjs2 连线「脚本」的条件不能使用脚本语言 javascript，请改用 ${…} 表达式');
    const list = await call(t, 'GET', '/system-api/activiti_process/listData?lckey=scripted', { token: admin });
    expect(list.body.result.total).toBe(0);
  });

  it('deploys versions, applies, approves as the head, rejects as the role holder, resubmits and finishes', async () => {
    const v1 = await deploy(t, twoStep('two_step'), admin);
    const bid = await apply(t, applicant, v1);
    const [headTask] = await todo(t, head);
    expect(headTask).toMatchObject({ nodeId: 'head', needsClaim: false });
    // The new task reached the head's notice bell, and 去处理 opens it in 我的待办.
    const bell = (await call(t, 'GET', '/system-api/sys/annountCement/listByUser', { token: head })).body.result;
    expect(bell.sysMsgList.find((m: { busId: string }) => m.busId === headTask?.id)).toMatchObject({
      busType: 'bpm',
      openType: 'component',
      openPage: '/workflow/todo',
    });
    expect((await todo(t, auditor)).length).toBe(0);
    expect((await act(t, head, 'pass', { id: headTask?.id, comment: '同意' })).body.success).toBe(true);

    const [roleTask] = await todo(t, auditor);
    expect(roleTask?.nodeId).toBe('role');
    const back = await act(t, auditor, 'back', { id: roleTask?.id, comment: '请补充说明' });
    expect(back.body.success, back.body.message).toBe(true);
    const [returned] = await todo(t, applicant);
    expect(returned).toMatchObject({ kind: 'applicant', nodeId: '__applicant__' });
    const detail = await call(t, 'GET', `/system-api/actTask/detail?id=${returned?.id}`, { token: applicant });
    expect(detail.body.result.actions).toEqual(['pass', 'cancelApply', 'comment']);

    const edited = await call(t, 'PUT', '/system-api/actBusiness/editForm', {
      token: applicant,
      body: { id: bid, data: { reason: '回家探亲，已补充' } },
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await act(t, applicant, 'pass', { id: returned?.id, comment: '已补充' })).body.success).toBe(true);
    const [again] = await todo(t, head);
    await act(t, head, 'pass', { id: again?.id });
    const [last] = await todo(t, auditor);
    expect((await act(t, auditor, 'pass', { id: last?.id, comment: '通过' })).body.success).toBe(true);

    const mine = await call(t, 'GET', '/system-api/actBusiness/listData', { token: applicant });
    expect(mine.body.result.records[0]).toMatchObject({ id: bid, status: 2, result: 2, result_dictText: '已通过' });
    const done = await call(t, 'GET', '/system-api/actTask/doneList', { token: head });
    expect(done.body.result.records.map((r: { action: string }) => r.action)).toEqual(['approve', 'approve']);
    const instance = mine.body.result.records[0].procInstId;
    const history = await call(t, 'GET', `/system-api/actTask/historicFlow/${instance}`, { token: applicant });
    expect(history.body.result.map((e: { action: string }) => e.action)).toEqual([
      'start',
      'approve',
      'reject',
      'resubmit',
      'approve',
      'approve',
      'end',
    ]);
    const finished = await call(t, 'GET', '/system-api/actProcessIns/getFinishedProcess', { token: head });
    expect(finished.body.result.records.map((r: { id: string }) => r.id)).toContain(instance);
  });

  it('deploys a new version; running instances stay on theirs, new ones start on it, a suspended one starts nothing', async () => {
    const m = twoStep('versioned');
    const v1 = await deploy(t, m, admin);
    await apply(t, applicant, v1, undefined, '第一版');
    const model = (
      await call(t, 'GET', '/system-api/activiti/models/modelListData?keyWord=versioned', { token: admin })
    ).body.result.records[0];
    const one = m.nodes.filter((n) => n.id !== 'role');
    const xml = modelXml({
      ...m,
      nodes: one,
      flows: [
        { id: 'f1', from: 'start', to: 'head' },
        { id: 'f9', from: 'head', to: 'end' },
      ],
    });
    expect(
      (await call(t, 'PUT', '/system-api/activiti/models/saveXml', { token: admin, body: { id: model.id, xml } })).body
        .success,
    ).toBe(true);
    const deployed = await call(t, 'GET', `/system-api/activiti/models/deployment/${model.id}`, { token: admin });
    expect(deployed.body.result.version).toBe(2);
    const versions = await call(t, 'GET', '/system-api/activiti_process/listData?lckey=versioned', { token: admin });
    expect(
      versions.body.result.records.map((r: { version: number; latest: boolean; running: number }) => [
        r.version,
        r.latest,
        r.running,
      ]),
    ).toEqual([
      [2, true, 0],
      [1, false, 1],
    ]);
    const startable = (await call(t, 'GET', '/system-api/actBusiness/processes', { token: applicant })).body.result;
    expect(
      startable
        .filter((p: { processKey: string }) => p.processKey === 'versioned')
        .map((p: { version: number }) => p.version),
    ).toEqual([2]);
    await apply(t, applicant, deployed.body.result.id, undefined, '第二版');
    for (const title of ['第一版', '第二版']) {
      const [task] = (await todo(t, head)).filter((x) => x.title === title);
      await act(t, head, 'pass', { id: task?.id });
    }
    expect((await todo(t, auditor)).filter((x) => x.title === '第一版')).toHaveLength(1);
    expect((await todo(t, auditor)).filter((x) => x.title === '第二版')).toHaveLength(0);

    expect(
      (await call(t, 'GET', `/system-api/activiti_process/suspend?id=${deployed.body.result.id}`, { token: admin }))
        .body.success,
    ).toBe(true);
    const draft = await call(t, 'POST', '/system-api/actBusiness/add', {
      token: applicant,
      body: { procDefId: deployed.body.result.id, data: {} },
    });
    expect(draft.body.message).toBe('该流程已挂起或不是最新版本');
  });

  it('answers 403 to a user who is neither assignee nor candidate, on every task action', async () => {
    const v = await deploy(t, twoStep('forbidden'), admin);
    await apply(t, applicant, v);
    const [task] = await todo(t, head);
    await createUser(t, { username: 'stranger', roleCodes: ['editor'] });
    const stranger = await login(t, 'stranger');
    for (const [action, body] of [
      ['pass', {}],
      ['back', { comment: 'x' }],
      ['backToTask', { backTaskKey: 'head' }],
      ['delegate', { userId: 'auditor' }],
      ['transfer', { userId: 'auditor' }],
      ['addSign', { userIds: ['auditor'], position: 'after' }],
      ['comment', { comment: 'x' }],
      ['claim', {}],
      ['unclaim', {}],
      ['cancelApply', {}],
    ] as const) {
      const res = await act(t, stranger, action, { id: task?.id, ...body });
      expect([res.status, res.body.message], action).toEqual([403, '无权处理该任务']);
    }
    const detail = await call(t, 'GET', `/system-api/actTask/detail?id=${task?.id}`, { token: stranger });
    expect(detail.status).toBe(403);
    expect((await todo(t, head)).map((x) => x.id)).toContain(task?.id);
  });

  it('lets one of two concurrent approvals of a task win; the other is told it was handled', async () => {
    const v = await deploy(t, twoStep('race'), admin);
    await apply(t, applicant, v);
    const [task] = await todo(t, head);
    const [a, b] = await Promise.all([act(t, head, 'pass', { id: task?.id }), act(t, head, 'pass', { id: task?.id })]);
    const outcomes = [a.body, b.body].map((x) => [x.success, x.success ? '' : x.message]).sort();
    expect(outcomes).toEqual([
      [false, '该任务已被他人处理，请刷新后重试'],
      [true, ''],
    ]);
    expect((await todo(t, auditor)).filter((x) => x.title === task?.title).length).toBe(1);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'shows a write of another process in a list it answered before (cached pages follow the data version)',
    async () => {
      const v = await deploy(t, twoStep('cached'), admin);
      await apply(t, applicant, v, undefined, '缓存页');
      const mine = async () =>
        ((await todo(t, head)) as { title: string; priority?: number }[]).filter((x) => x.title === '缓存页');
      expect(await mine()).toHaveLength(1);
      const other = new Database(join(t.ctx.config.dataDir, 'yunzhan.db'));
      other.prepare("update wf_task set priority = 2 where title = '缓存页'").run();
      other.close();
      expect((await mine())[0]?.priority).toBe(2);
      // A write of this process shows at once too (its change feed drops the pages).
      await t.ctx.db.updateTable('wfTask').set({ priority: 1 }).where('title', '=', '缓存页').execute();
      expect((await mine())[0]?.priority).toBe(1);
    },
  );

  it('asks several candidates to claim first', async () => {
    const v = await deploy(t, twoStep('claiming', 'admin'), admin);
    await createUser(t, { username: 'admin2', roleCodes: ['admin'] });
    const admin2 = await login(t, 'admin2');
    await apply(t, applicant, v, undefined, '认领');
    const h = (await todo(t, head)).find((x) => x.title === '认领');
    await act(t, head, 'pass', { id: h?.id });
    const task = (await todo(t, admin2, '&claim=true')).find((x) => x.title === '认领');
    expect(task?.needsClaim).toBe(true);
    const early = await act(t, admin2, 'pass', { id: task?.id });
    expect([early.status, early.body.message]).toEqual([403, '该任务有多位候选人，请先认领']);
    expect((await act(t, admin2, 'claim', { id: task?.id })).body.success).toBe(true);
    expect((await act(t, admin, 'pass', { id: task?.id })).status).toBe(403);
    expect((await act(t, admin2, 'pass', { id: task?.id })).body.success).toBe(true);
  });
});
