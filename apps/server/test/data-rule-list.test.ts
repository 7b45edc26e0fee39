import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRuleId, menuId } from '../src/db/seed/ids.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';
import { ruleRole, ruleUser } from './rule-roles.js';

/**
 * Issue 24 item 5: 数据规则, the rules of every menu in one list (`GET /sys/permission/dataRule/list`) with the
 * menu's title path, filtered by menu, field, condition and status; enabled, disabled and edited through the
 * contract's `editPermissionRule`, whose errors are Chinese and change nothing.
 */
describe('data rules of every menu', () => {
  let t: TestApp;
  let admin: string;
  const LIST = '/sys/permission/dataRule/list';
  const OWN_DEPART = dataRuleId('/system/user', 'own-depart');
  type Rule = Record<string, unknown>;

  const list = async (query = '', token = admin) => {
    const r = await call(t, 'GET', `${LIST}?pageSize=100${query}`, { token });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as { total: number; records: Rule[] };
  };
  const edit = (body: Record<string, unknown>) =>
    call(t, 'PUT', '/sys/permission/editPermissionRule', { token: admin, body });
  const stored = (id: string) =>
    t.ctx.db.selectFrom('sysPermissionDataRule').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists the rules of every menu with the menu title path', async () => {
    const all = await list();
    const menus = new Set(all.records.map((r) => r.permissionId));
    expect(menus.size).toBeGreaterThan(1);
    expect(all.total).toBe(all.records.length);
    const own = all.records.find((r) => r.id === OWN_DEPART);
    expect(own).toMatchObject({
      permissionId: menuId('/system/user'),
      permissionId_dictText: '系统管理 / 用户管理',
      ruleName: '本部门及下级部门',
      ruleColumn: 'orgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: '#{sys_org_code}',
      status: '1',
    });
    expect(own?.ruleConditions_dictText).toBeTruthy();
  });

  it('filters by menu, field, condition and status, and pages', async () => {
    const user = await list(`&permissionId=${menuId('/system/user')}`);
    expect(user.records.length).toBeGreaterThan(0);
    expect(user.records.every((r) => r.permissionId === menuId('/system/user'))).toBe(true);
    const byColumn = await list('&ruleColumn=orgCode');
    expect(byColumn.records.map((r) => r.id)).toContain(OWN_DEPART);
    expect(byColumn.records.every((r) => r.ruleColumn === 'orgCode')).toBe(true);
    const byCondition = await list('&ruleConditions=RIGHT_LIKE');
    expect(byCondition.records.every((r) => r.ruleConditions === 'RIGHT_LIKE')).toBe(true);
    expect((await list('&status=0')).records).toEqual([]);
    const first = (await call(t, 'GET', `${LIST}?pageNo=1&pageSize=1`, { token: admin })).body.result;
    expect(first.records).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    const badSort = await call(t, 'GET', `${LIST}?column=password`, { token: admin });
    expect(badSort.status).toBe(400);
  });

  it('disables and enables a rule: a disabled rule holds nobody', async () => {
    await ruleRole(t, 'dr_held', { 'system:user': OWN_DEPART }, ['system:user:list']);
    const held = await ruleUser(t, 'dr_held', ['dr_held'], 'A01A01');
    const seen = async () =>
      (await call(t, 'GET', '/sys/user/list?pageSize=100', { token: held.token })).body.result.total as number;
    const within = await seen();

    expect((await edit({ id: OWN_DEPART, status: '0' })).body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await list('&status=0')).records.map((r) => r.id)).toEqual([OWN_DEPART]);
    expect(await seen()).toBeGreaterThan(within);

    expect((await edit({ id: OWN_DEPART, status: '1' })).body.success).toBe(true);
    expect((await list('&status=0')).records).toEqual([]);
    expect(await seen()).toBe(within);
  });

  it('edits a rule; bad input is refused in Chinese and changes nothing', async () => {
    const before = await stored(OWN_DEPART);
    const bad: [Record<string, unknown>, string][] = [
      [{ ruleName: '' }, '规则名称不能为空'],
      [{ ruleColumn: 'org code' }, '规则字段格式不正确'],
      [{ ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' }, '不支持SQL片段规则'],
      [{ ruleConditions: 'NOPE' }, '条件规则的值不在字典中'],
      [{ ruleValue: '#{password}' }, '规则值中的系统变量不存在：password'],
      [{ status: '7' }, '状态的值不在字典中'],
      [{ ruleName: 'x'.repeat(51) }, '规则名称'],
    ];
    for (const [body, message] of bad) {
      const r = await edit({ id: OWN_DEPART, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(await stored(OWN_DEPART)).toEqual(before);

    const ok = await edit({ id: OWN_DEPART, ruleName: '本部门（改）', ruleValue: '#{sys_org_code}' });
    expect(ok.body.success).toBe(true);
    expect((await list('&ruleColumn=orgCode')).records.find((r) => r.id === OWN_DEPART)).toMatchObject({
      ruleName: '本部门（改）',
    });
  });

  it('answers the menu tree (no buttons) for the filter and the form', async () => {
    const r = await call(t, 'GET', '/sys/permission/dataRule/menus', { token: admin });
    type Node = { value: string; title: string; children?: Node[] };
    const system = (r.body.result as Node[]).find((n) => n.title === '系统管理');
    const user = system?.children?.find((n) => n.value === menuId('/system/user'));
    expect(user).toMatchObject({ title: '用户管理' });
    expect(user?.children).toBeUndefined();
    const english = { 'accept-language': 'en' };
    const en = await call(t, 'GET', '/sys/permission/dataRule/menus', { token: admin, headers: english });
    expect((en.body.result as Node[]).find((n) => n.title === 'System')).toBeTruthy();
    const rules = await call(t, 'GET', `${LIST}?ruleColumn=orgCode`, { token: admin, headers: english });
    expect(rules.body.result.records.find((r: Rule) => r.id === OWN_DEPART)?.permissionId_dictText).toBe(
      'System / Users',
    );
  });

  it('needs system:dataRule:list', async () => {
    await ruleRole(t, 'dr_none', { 'system:position': null }, ['system:position:list']);
    const nobody = await ruleUser(t, 'dr_nobody', ['dr_none']);
    expect((await call(t, 'GET', LIST, { token: nobody.token })).status).toBe(403);
    expect((await call(t, 'GET', LIST)).status).toBe(401);
    expect((await call(t, 'GET', '/sys/permission/dataRule/menus', { token: nobody.token })).status).toBe(403);
  });
});
