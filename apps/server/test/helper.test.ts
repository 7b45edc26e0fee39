import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkValue, parseRuleJson } from '../src/modules/helper/check-rule.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

describe('check-rule algorithm (contract §7.7)', () => {
  const rules = parseRuleJson(
    JSON.stringify([
      { digits: '1', pattern: '^[a-z]|[A-Z]$', message: '第一位只能是字母' },
      { digits: 2, pattern: '\\d{2}', message: '第2-3位只能是数字' },
      { digits: '*', pattern: '^.{3,6}$', message: '长度3到6位' },
    ]),
  );

  it('walks the rules with a cursor and reports the first failure', () => {
    expect(checkValue(rules, 'a12')).toBeUndefined();
    expect(checkValue(rules, 'Z99xyz')).toBeUndefined();
    expect(checkValue(rules, '1ab')).toEqual({
      digits: '1',
      pattern: '^[a-z]|[A-Z]$',
      message: '第一位只能是字母',
      beginIndex: 0,
      endIndex: 1,
      checkValue: '1',
      passed: false,
    });
    // Clipped at the end of the value.
    expect(checkValue(rules, 'a1')).toMatchObject({
      message: '第2-3位只能是数字',
      beginIndex: 1,
      endIndex: 2,
      checkValue: '1',
    });
    // '*' tests the whole value and does not move the cursor.
    expect(checkValue(rules, 'a12xyz9')).toMatchObject({ digits: '*', checkValue: 'a12xyz9', passed: false });
    expect(checkValue(rules, 'a12xyz9')).not.toHaveProperty('beginIndex');
    // Blank values pass (as JeecgBoot's isNotBlank).
    expect(checkValue(rules, '')).toBeUndefined();
    expect(checkValue(rules, '  ')).toBeUndefined();
  });

  it('checks past the end against an empty string', () => {
    const r = parseRuleJson(
      JSON.stringify([
        { digits: '3', pattern: '[A-Z]+', message: 'a' },
        { digits: '2', pattern: '\\d*', message: 'b' },
        { digits: '1', pattern: 'x', message: '第6位必须是x' },
      ]),
    );
    expect(checkValue(r, 'ABC')).toMatchObject({ message: '第6位必须是x', beginIndex: 5, endIndex: 3, checkValue: '' });
  });

  it('refuses unsafe or unbounded rule JSON', () => {
    const bad = [
      'not json',
      '{}',
      '[]',
      JSON.stringify([{ digits: '0', pattern: 'a', message: 'm' }]),
      JSON.stringify([{ digits: 'x', pattern: 'a', message: 'm' }]),
      JSON.stringify([{ digits: '*', pattern: '', message: 'm' }]),
      JSON.stringify([{ digits: '*', pattern: '(', message: 'm' }]),
      JSON.stringify([{ digits: '*', pattern: 'a'.repeat(201), message: 'm' }]),
      JSON.stringify([{ digits: '*', pattern: '(a)\\1', message: 'm' }]),
      JSON.stringify([{ digits: '*', pattern: '(?=a)a', message: 'm' }]),
      JSON.stringify(Array.from({ length: 3 }, () => ({ digits: '*', pattern: '^.{1,400}$', message: 'm' }))),
    ];
    for (const json of bad) expect(() => parseRuleJson(json), json).toThrow();
    // Nested repetition is safe on RE2 (linear time) and allowed (issue 21 item 4).
    for (const pattern of ['(a+)+$', '(a|aa)*$', '^(?:http|https)://[a-z.]+$', '^[A-Z]{2}\\d{6}$']) {
      expect(parseRuleJson(JSON.stringify([{ digits: '*', pattern, message: 'm' }])), pattern).toHaveLength(1);
    }
  });
});

describe('duplicate check and check rules', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const dup = (qs: string, token = admin) => call(t, 'GET', `/sys/duplicate/check?${qs}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('answers whether a unique value is taken', async () => {
    expect((await call(t, 'GET', '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=a')).status).toBe(
      401,
    );
    expect((await dup('tableName=sys_user&fieldName=username&fieldVal=admin')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    const free = await dup('tableName=sys_user&fieldName=username&fieldVal=nobody_here', auditor);
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const adminId = (
      await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    expect((await dup(`tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${adminId}`)).body.success).toBe(
      true,
    );
    // Column names (as the forms send them) and field names both work.
    expect((await dup('tableName=sys_user&fieldName=work_no&fieldVal=YZ0001')).body.success).toBe(false);
    expect((await dup('tableName=sys_user&fieldName=workNo&fieldVal=YZ0001')).body.success).toBe(false);
    expect((await dup('tableName=sys_role&fieldName=role_code&fieldVal=admin')).body.success).toBe(false);
    expect((await dup('tableName=sys_dict&fieldName=dict_code&fieldVal=sex')).body.success).toBe(false);
    // Values are bound, never SQL.
    expect((await dup(`tableName=sys_user&fieldName=username&fieldVal=${enc("x' or '1'='1")}`)).body.success).toBe(
      true,
    );
  });

  it('refuses tables and fields outside the registry with a 400 and changes nothing', async () => {
    const before = await t.ctx.db.selectFrom('sysUser').select('id').execute();
    const cases = [
      'tableName=sys_user&fieldName=password&fieldVal=x',
      'tableName=sys_user&fieldName=salt&fieldVal=x',
      'tableName=sys_user&fieldName=realname&fieldVal=x',
      `tableName=${enc('sys_user;drop table sys_user')}&fieldName=username&fieldVal=x`,
      `tableName=sys_user&fieldName=${enc('username or 1=1')}&fieldVal=x`,
      'tableName=sys_log&fieldName=id&fieldVal=x',
      'tableName=SYS_USER&fieldName=username&fieldVal=x',
      'fieldName=username&fieldVal=x',
      'tableName=sys_user&fieldVal=x',
    ];
    for (const qs of cases) {
      const r = await dup(qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.success, qs).toBe(false);
      expect(JSON.stringify(r.body), qs).not.toMatch(/sqlite|syntax|select /i);
    }
    expect((await dup('tableName=sys_user;drop&fieldName=username&fieldVal=x')).body.message).toContain(
      '不支持校验的表',
    );
    expect(await t.ctx.db.selectFrom('sysUser').select('id').execute()).toHaveLength(before.length);
  });

  it('checks unique fields of entities with links and lines, and refuses those fields as a 400', async () => {
    // 产品管理's 访问路径: the product declares lines (attrValues …) and links (fittings) before the slug.
    expect((await dup('tableName=cms_product&fieldName=slug&fieldVal=free-slug')).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    for (const qs of [
      'tableName=cms_product&fieldName=attrValues&fieldVal=x',
      'tableName=cms_ad&fieldName=showIn&fieldVal=x',
    ]) {
      const r = await dup(qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.message, qs).toMatch(/不支持重复校验$/);
    }
  });

  it('manages check rules on the engine and checks values by code', async () => {
    const add = (body: Record<string, unknown>, token = admin) =>
      call(t, 'POST', '/sys/checkRule/add', { token, body });
    const ruleJson = JSON.stringify([
      { digits: '2', pattern: '[A-Z]{2}', message: '前两位必须是大写字母' },
      { digits: '*', pattern: '^[A-Z]{2}\\d{4}$', message: '格式为两位大写字母加四位数字' },
    ]);
    const r = await add({ ruleName: '工号规则', ruleCode: 'work_no_rule', ruleJson });
    expect(r.body).toMatchObject({ success: true, message: '添加成功！' });
    expect((await add({ ruleName: '重复', ruleCode: 'work_no_rule', ruleJson })).body.success).toBe(false);
    expect((await add({ ruleName: '坏', ruleCode: 'bad_rule', ruleJson: '{oops' })).status).toBe(400);
    expect(
      (
        await add({
          ruleName: '坏',
          ruleCode: 'bad_rule',
          ruleJson: JSON.stringify([{ digits: '*', pattern: '(?<=a)b', message: 'x' }]),
        })
      ).status,
    ).toBe(400);
    expect((await add({ ruleName: '审计', ruleCode: 'aud_rule', ruleJson }, auditor)).status).toBe(403);
    const list = await call(t, 'GET', '/sys/checkRule/list?ruleCode=work_no_rule', { token: admin });
    expect(list.body.result.total).toBe(1);
    const id = list.body.result.records[0].id;
    const badEdit = await call(t, 'PUT', '/sys/checkRule/edit', { token: admin, body: { id, ruleJson: '[1]' } });
    expect(badEdit.status).toBe(400);

    const check = (value: string, token = auditor, code = 'work_no_rule') =>
      call(t, 'GET', `/sys/checkRule/checkByCode?ruleCode=${code}&value=${enc(enc(value))}`, { token });
    expect((await check('AB1234')).body).toMatchObject({ success: true });
    const first = await check('a1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: false,
      message: '前两位必须是大写字母',
      result: { digits: '2', beginIndex: 0, endIndex: 2, checkValue: 'a1', passed: false },
    });
    expect((await check('AB12')).body).toMatchObject({ success: false, message: '格式为两位大写字母加四位数字' });
    expect((await check('AB 12')).body.result.checkValue).toBe('AB 12');
    expect((await check('AB1234', auditor, 'no_such_rule')).body).toMatchObject({
      success: false,
      message: '该编码不存在',
    });
    expect((await check('A'.repeat(1001))).status).toBe(400);
    expect((await call(t, 'GET', '/sys/checkRule/checkByCode?ruleCode=work_no_rule&value=x')).status).toBe(401);
  });
});
