import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { act, todo } from './workflow-helpers.js';

/** 发布 under approval: a site's rule, 提交审批, 审批中, approval publishes, rejection returns to draft. */
describe('审批流程: publishing under approval', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let menuId: string;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const page = (path: string) => `/cms/menuContent/${path}`;
  const addPage = async (token: string, title: string, more: Record<string, unknown> = {}) => {
    const r = await req(token, 'POST', page('add'), { title, menuId, ...more });
    expect(r.body, title).toMatchObject({ success: true });
    return r.body.result as string;
  };
  const row = async (id: string) => (await req(admin, 'GET', page(`queryById?id=${id}`))).body.result;
  const versions = async (id: string) =>
    ((await req(admin, 'GET', page(`versions?id=${id}`))).body.result as { action: string }[]).map((v) => v.action);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    editor = await login(t, 'editor');
    menuId = (await req(admin, 'POST', '/cms/siteMenu/add', { name: '审批测试', position: 'footer', linkType: 'page' }))
      .body.result;
  });
  afterAll(() => t.close());

  it('changes nothing without a rule: 发布 publishes at once', async () => {
    const id = await addPage(editor, '无需审批');
    expect((await req(editor, 'PUT', page('publish'), { ids: id })).body.success).toBe(true);
    expect((await row(id)).status).toBe('published');
    expect((await req(editor, 'PUT', page('submitReview'), { ids: id })).body.message).toBe(
      '该模块未启用发布审批，请直接发布',
    );
  });

  it('with a rule, 发布 is refused; 提交审批 puts the row under review; approval publishes it', async () => {
    const denied = await req(editor, 'POST', '/activiti_process/publishRule', {
      entity: 'cms.menuContent',
      processKey: 'content_review',
    });
    expect(denied.status).toBe(403);
    const set = await req(admin, 'POST', '/activiti_process/publishRule', {
      entity: 'cms.menuContent',
      processKey: 'content_review',
    });
    expect(set.body.success, set.body.message).toBe(true);
    const rule = await req(editor, 'GET', '/activiti_process/publishRule?entity=cms.menuContent');
    expect(rule.body.result).toMatchObject({ processKey: 'content_review', processName: '内容发布审批' });

    const id = await addPage(editor, '待审批页面');
    const refused = await req(editor, 'PUT', page('publish'), { ids: id });
    expect(refused.body.message).toBe('该内容需审批后发布，请提交审批');
    expect((await req(editor, 'PUT', page('submitReview'), { ids: id })).body.success).toBe(true);
    expect((await row(id)).status).toBe('reviewing');
    const edit = await req(editor, 'PUT', page('edit'), { id, title: '改一下' });
    expect(edit.body.message).toBe('审批中的内容不能修改或删除，请等待审批结束或撤回申请');
    expect((await req(editor, 'PUT', page('submitReview'), { ids: id })).body.message).toBe('「待审批页面」已在审批中');

    const [task] = (await todo(t, admin)).filter((x) => x.title === '菜单内容：待审批页面');
    expect(task?.nodeId).toBe('review');
    expect((await act(t, admin, 'pass', { id: task?.id, comment: '可以发布' })).body.success).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'published', publishTime: expect.any(String) });
    expect(await versions(id)).toEqual(['审批通过，已发布', '提交审批', '添加']);
  });

  it('a rejection returns the row to draft with the comment; submitted again, a later publish time is kept', async () => {
    const id = await addPage(editor, '定时审批页面', { publishTime: '2099-01-01 08:00:00' });
    await req(editor, 'PUT', page('submitReview'), { ids: id });
    const [task] = (await todo(t, admin)).filter((x) => x.title === '菜单内容：定时审批页面');
    expect((await act(t, admin, 'back', { id: task?.id, comment: '标题不够准确' })).body.success).toBe(true);
    expect((await row(id)).status).toBe('draft');
    const state = await req(editor, 'GET', page(`reviewState?id=${id}`));
    expect(state.body.result).toMatchObject({ comment: '标题不够准确', by: '系统管理员', result: 3 });
    expect((await req(editor, 'PUT', page('edit'), { id, title: '定时审批页面（改）' })).body.success).toBe(true);

    expect((await req(editor, 'PUT', page('submitReview'), { ids: id })).body.success).toBe(true);
    expect((await todo(t, editor)).filter((x) => x.kind === 'applicant')).toHaveLength(0);
    const [again] = (await todo(t, admin)).filter((x) => x.title === '菜单内容：定时审批页面（改）');
    await act(t, admin, 'pass', { id: again?.id });
    expect(await row(id)).toMatchObject({ status: 'published', publishTime: '2099-01-01 08:00:00' });
    expect((await versions(id))[0]).toBe('审批通过，将于 2099-01-01 08:00:00 发布');
    expect(await versions(id)).toContain('审批驳回：标题不够准确');
  });

  it('refuses a rule with a process that does not review content', async () => {
    const res = await req(admin, 'POST', '/activiti_process/publishRule', {
      entity: 'cms.menuContent',
      processKey: 'leave',
    });
    expect(res.body.message).toBe('请选择已部署并激活的内容发布审批流程');
    const off = await req(admin, 'POST', '/activiti_process/publishRule', {
      entity: 'cms.menuContent',
      processKey: null,
    });
    expect(off.body.success).toBe(true);
    const id = await addPage(editor, '规则已关');
    expect((await req(editor, 'PUT', page('publish'), { ids: id })).body.success).toBe(true);
  });
});
