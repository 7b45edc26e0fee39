import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XmlModel } from '../src/modules/workflow/model-xml.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { act, apply, deploy, todo, twoStep } from './workflow-helpers.js';

/** One approval node of the given people and mode, then a last step by the auditor. */
const group = (id: string, users: string, mode: string): XmlModel => ({
  id,
  name: id,
  formKey: 'wf.leave',
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'group', type: 'userTask', name: '多人审批', at: [1, 0], attrs: { candidateUsers: users, mode } },
    { id: 'last', type: 'userTask', name: '最后一步', at: [2, 0], attrs: { assignee: 'auditor' } },
    { id: 'end', type: 'endEvent', at: [3, 0] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'group' },
    { id: 'f2', from: 'group', to: 'last' },
    { id: 'f3', from: 'last', to: 'end' },
  ],
});

describe('审批流程: approval modes and hand-overs', () => {
  let t: TestApp;
  let admin: string;
  let applicant: string;
  let head: string;
  let auditor: string;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    applicant = await login(t, 'zhangwei');
    head = await login(t, 'xuli');
    auditor = await login(t, 'auditor');
    for (const u of ['wf_a', 'wf_b', 'wf_c']) {
      await createUser(t, { username: u, roleCodes: ['editor'] });
      users[u] = await login(t, u);
    }
  });
  afterAll(() => t.close());

  const lastReached = async (title?: string) =>
    (await todo(t, auditor)).filter((x) => x.nodeId === 'last' && (!title || x.title === title));

  it('会签: every approver must approve before the node completes', async () => {
    const v = await deploy(t, group('all_mode', 'wf_a,wf_b', 'all'), admin);
    await apply(t, applicant, v, undefined, '会签');
    const [a] = await todo(t, users.wf_a as string);
    const [b] = await todo(t, users.wf_b as string);
    await act(t, users.wf_a as string, 'pass', { id: a?.id });
    expect(await lastReached('会签')).toHaveLength(0);
    await act(t, users.wf_b as string, 'pass', { id: b?.id });
    expect(await lastReached('会签')).toHaveLength(1);
  });

  it('或签: the first approval completes the node and the others are withdrawn', async () => {
    const v = await deploy(t, group('any_mode', 'wf_a,wf_b', 'any'), admin);
    await apply(t, applicant, v, undefined, '或签');
    const [a] = (await todo(t, users.wf_a as string)).filter((x) => x.title === '或签');
    await act(t, users.wf_a as string, 'pass', { id: a?.id });
    expect((await todo(t, users.wf_b as string)).filter((x) => x.title === '或签')).toHaveLength(0);
    expect(await lastReached('或签')).toHaveLength(1);
  });

  it('依次审批: one after another, in the order given', async () => {
    const v = await deploy(t, group('seq_mode', 'wf_b,wf_c', 'sequence'), admin);
    await apply(t, applicant, v, undefined, '依次');
    expect((await todo(t, users.wf_c as string)).filter((x) => x.title === '依次')).toHaveLength(0);
    const [b] = (await todo(t, users.wf_b as string)).filter((x) => x.title === '依次');
    await act(t, users.wf_b as string, 'pass', { id: b?.id });
    const [c] = (await todo(t, users.wf_c as string)).filter((x) => x.title === '依次');
    expect(c?.nodeId).toBe('group');
    expect(await lastReached('依次')).toHaveLength(0);
    await act(t, users.wf_c as string, 'pass', { id: c?.id });
    expect(await lastReached('依次')).toHaveLength(1);
  });

  it('委派 comes back to the assignee; 转办 hands it over for good', async () => {
    const v = await deploy(t, twoStep('handover'), admin);
    await apply(t, applicant, v, undefined, '委派');
    const [task] = await todo(t, head);
    expect((await act(t, head, 'delegate', { id: task?.id, userId: 'wf_a', comment: '请帮忙看看' })).body.success).toBe(
      true,
    );
    expect(await todo(t, head)).toHaveLength(0);
    const [delegated] = await todo(t, users.wf_a as string);
    expect(delegated).toMatchObject({ id: task?.id, kind: 'delegate' });
    expect((await act(t, users.wf_a as string, 'pass', { id: task?.id, comment: '没问题' })).body.success).toBe(true);
    const [back] = await todo(t, head);
    expect(back).toMatchObject({ id: task?.id, kind: 'approve' });
    expect((await act(t, head, 'transfer', { id: task?.id, userId: 'wf_b' })).body.success).toBe(true);
    expect(await todo(t, head)).toHaveLength(0);
    expect((await act(t, users.wf_b as string, 'pass', { id: task?.id })).body.success).toBe(true);
    expect((await todo(t, auditor)).filter((x) => x.title === '委派')[0]?.nodeId).toBe('role');
  });

  it('加签 before waits for the signer first; 加签 after needs the signer too', async () => {
    const v = await deploy(t, twoStep('signing'), admin);
    await apply(t, applicant, v, undefined, '前加签');
    const [task] = await todo(t, head);
    await act(t, head, 'addSign', { id: task?.id, userIds: ['wf_c'], position: 'before' });
    expect(await todo(t, head)).toHaveLength(0);
    const [sign] = await todo(t, users.wf_c as string);
    expect(sign?.kind).toBe('signer');
    await act(t, users.wf_c as string, 'pass', { id: sign?.id });
    const [mine] = await todo(t, head);
    expect(mine?.id).toBe(task?.id);
    await act(t, head, 'addSign', { id: mine?.id, userIds: ['wf_a'], position: 'after' });
    await act(t, head, 'pass', { id: mine?.id });
    expect((await todo(t, auditor)).filter((x) => x.title === '前加签')).toHaveLength(0);
    const [after] = await todo(t, users.wf_a as string);
    await act(t, users.wf_a as string, 'pass', { id: after?.id });
    expect((await todo(t, auditor)).filter((x) => x.title === '前加签')).toHaveLength(1);
  });

  it('退回 to an earlier node reaches it again; the applicant withdraws only before anyone acts', async () => {
    const v = await deploy(t, twoStep('returning'), admin);
    const bid = await apply(t, applicant, v, undefined, '退回');
    const [h] = await todo(t, head);
    await act(t, head, 'pass', { id: h?.id });
    const [r] = (await todo(t, auditor)).filter((x) => x.title === '退回');
    const list = await call(t, 'GET', `/system-api/actTask/getBackList/${r?.procInstId}`, { token: auditor });
    expect(list.body.result).toEqual([{ nodeId: 'head', name: '部门负责人' }]);
    expect(
      (await act(t, auditor, 'backToTask', { id: r?.id, backTaskKey: 'head', comment: '请负责人再看' })).body.success,
    ).toBe(true);
    const [again] = await todo(t, head);
    expect(again?.nodeId).toBe('head');
    const late = await call(t, 'POST', '/system-api/actBusiness/cancel', { token: applicant, body: { id: bid } });
    expect(late.body.message).toBe('审批人已处理，不能撤回');

    const fresh = await apply(t, applicant, v, undefined, '撤回');
    const ok = await call(t, 'POST', '/system-api/actBusiness/cancel', {
      token: applicant,
      body: { id: fresh, reason: '写错了' },
    });
    expect(ok.body.success, ok.body.message).toBe(true);
    const mine = await call(t, 'GET', '/system-api/actBusiness/listData?title=撤回', { token: applicant });
    expect(mine.body.result.records[0]).toMatchObject({ status: 0, result: 0 });
    expect((await todo(t, head)).filter((x) => x.title === '撤回')).toHaveLength(0);
  });

  it('suspends and activates an instance, and voids it', async () => {
    const v = await deploy(t, twoStep('suspending'), admin);
    await apply(t, applicant, v, undefined, '挂起');
    const [task] = (await todo(t, head)).filter((x) => x.title === '挂起');
    const inst = task?.procInstId;
    expect((await call(t, 'GET', `/system-api/actProcessIns/suspend?id=${inst}`, { token: admin })).body.success).toBe(
      true,
    );
    const refused = await act(t, head, 'pass', { id: task?.id });
    expect(refused.body.message).toBe('流程已挂起，暂不能办理');
    expect((await call(t, 'GET', `/system-api/actProcessIns/activate?id=${inst}`, { token: admin })).body.success).toBe(
      true,
    );
    const running = await call(t, 'GET', '/system-api/actProcessIns/getRunningProcess?processKey=suspending', {
      token: admin,
    });
    expect(running.body.result.records[0]).toMatchObject({ id: inst, status: 'running', currTaskName: '部门负责人' });
    const del = await call(t, 'DELETE', `/system-api/actProcessIns/delInsByIds?ids=${inst}&reason=重复申请`, {
      token: admin,
    });
    expect(del.body.success, del.body.message).toBe(true);
    expect((await todo(t, head)).filter((x) => x.title === '挂起')).toHaveLength(0);
    const history = await call(t, 'GET', '/system-api/actProcessIns/history?processKey=suspending', { token: admin });
    expect(history.body.result.records[0]).toMatchObject({ status: 'cancelled', deleteReason: '重复申请' });
    const forApplicant = await call(t, 'GET', '/system-api/actProcessIns/getRunningProcess', { token: applicant });
    expect(forApplicant.status).toBe(403);
  });

  it('refuses to delete a definition while an instance runs on it', async () => {
    const v = await deploy(t, twoStep('busy'), admin);
    await apply(t, applicant, v);
    const res = await call(t, 'DELETE', `/system-api/activiti_process/delete?id=${v}`, { token: admin });
    expect(res.body.message).toBe('该流程存在运行中的实例，不能删除');
  });
});
