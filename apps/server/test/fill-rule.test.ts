import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postImport, xlsxOf } from './excel-files.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** 填值规则 (contract §7.8): the handler registry, the checked parameters, the sequences and their periods. */
describe('fill rules', () => {
  let t: TestApp;
  let admin: string;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = admin) =>
    call(t, method, path, { token, body });
  const addRule = (body: Record<string, unknown>) => api('POST', '/sys/fillRule/add', body);
  const idOf = async (ruleCode: string) =>
    String((await api('GET', `/sys/fillRule/list?ruleCode=${ruleCode}`)).body.result.records[0]?.id);
  const execute = async (ruleCode: string, formData: unknown = {}) => {
    const r = await api('PUT', `/sys/fillRule/executeRuleByCode/${ruleCode}`, formData);
    expect(r.body.success, r.body.message).toBe(true);
    return String(r.body.result);
  };
  const sequence = (ruleCode: string, params: Record<string, unknown>) =>
    addRule({ ruleName: ruleCode, ruleCode, ruleClass: 'sequenceNumber', ruleParams: JSON.stringify(params) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    vi.useRealTimers();
    admin = await login(t, 'admin');
  });

  it('seeds the repair number and JeecgBoot rules, and offers the handlers by name', async () => {
    const list = await api('GET', '/sys/fillRule/list?pageSize=50');
    const codes = list.body.result.records.map((r: { ruleCode: string }) => r.ruleCode);
    expect(codes).toEqual(
      expect.arrayContaining(['repair_number', 'shop_order_num', 'org_num_role', 'category_code_rule']),
    );
    const repair = list.body.result.records.find((r: { ruleCode: string }) => r.ruleCode === 'repair_number');
    expect(repair).toMatchObject({ ruleClass: 'sequenceNumber', handlerTitle: '流水号' });
    const handlers = (await api('GET', '/sys/fillRule/handlers')).body.result;
    expect(handlers.map((h: { name: string }) => h.name)).toEqual(['sequenceNumber', 'orgCode', 'categoryCode']);
    expect(handlers[0].aliases).toContain('org.jeecg.modules.system.rule.OrderNumberRule');
  });

  it('adds, reads, edits and deletes a rule', async () => {
    const added = await sequence('crud_rule', { prefix: 'CR' });
    expect(added.body.success, added.body.message).toBe(true);
    const id = await idOf('crud_rule');
    const byId = await api('GET', `/sys/fillRule/queryById?id=${id}`);
    expect(byId.body.result).toMatchObject({ ruleCode: 'crud_rule', ruleClass: 'sequenceNumber' });
    const edited = await api('POST', '/sys/fillRule/edit', { id, ruleName: '改名', ruleParams: '{"prefix":"ED"}' });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await api('GET', `/sys/fillRule/queryById?id=${id}`)).body.result.ruleName).toBe('改名');
    expect(await execute('crud_rule')).toMatch(/^ED\d{8}0001$/);
    // The code stays unique.
    const twice = await sequence('crud_rule', {});
    expect(twice.body.success).toBe(false);
    expect((await api('GET', '/sys/fillRule/exportXls')).status).toBe(200);
    expect((await api('DELETE', `/sys/fillRule/delete?id=${id}`)).body.success).toBe(true);
    await sequence('batch_a', {});
    await sequence('batch_b', {});
    const ids = [await idOf('batch_a'), await idOf('batch_b')].join(',');
    expect((await api('DELETE', `/sys/fillRule/deleteBatch?ids=${ids}`)).body.success).toBe(true);
    expect((await api('GET', '/sys/fillRule/list?ruleCode=batch_a')).body.result.total).toBe(0);
  });

  it('refuses an unknown handler and bad parameters with the field named, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ruleClass: 'java.lang.Runtime' }, '规则实现类不存在：java.lang.Runtime'],
      [{ ruleClass: '../../etc/passwd' }, '规则实现类不存在'],
      [{ ruleParams: '{"digits":0}' }, '规则参数不正确：参数 digits：应为 1 到 18 之间的整数'],
      [{ ruleParams: '{"reset":"week"}' }, '参数 reset：应为 never、day、month 或 year'],
      [{ ruleParams: '{"datePattern":"yyyyMMddQ"}' }, '参数 datePattern：只能由'],
      [{ ruleParams: '{"datePattern":"yyyyMM","reset":"day"}' }, '参数 datePattern：按日重置时日期格式须含 dd'],
      [{ ruleParams: '{"prefx":"A"}' }, '参数中有未知的项：prefx'],
      [{ ruleParams: 'prefix=A' }, '规则参数不是有效的JSON'],
      [{ ruleParams: '[1]' }, '参数应为 JSON 对象'],
      [{ ruleClass: 'orgCode', ruleParams: '{"x":1}' }, '参数中有未知的项：x'],
    ];
    for (const [body, message] of cases) {
      const r = await addRule({ ruleName: '坏', ruleCode: 'bad_rule', ruleClass: 'sequenceNumber', ...body });
      expect(r.body.success, JSON.stringify(body)).toBe(false);
      expect(r.body.message).toContain(message);
    }
    expect((await api('GET', '/sys/fillRule/list?ruleCode=bad_rule')).body.result.total).toBe(0);
    // An edit is checked the same way, and an import row too.
    const id = await idOf('repair_number');
    const edit = await api('POST', '/sys/fillRule/edit', { id, ruleClass: 'com.example.Evil' });
    expect(edit.body.message).toContain('规则实现类不存在');
    const file = await xlsxOf([
      ['规则名称', '规则编码', '规则实现类', '规则参数'],
      ['导入', 'imported_bad', 'com.example.Evil', '{}'],
      ['导入', 'imported_ok', 'org.jeecg.modules.system.rule.OrderNumberRule', '{"prefix":"CN"}'],
    ]);
    await postImport(t, '/sys/fillRule/importExcel', 'rules.xlsx', file, admin);
    expect((await api('GET', '/sys/fillRule/list?ruleCode=imported_bad')).body.result.total).toBe(0);
    expect((await api('GET', '/sys/fillRule/list?ruleCode=imported_ok')).body.result.total).toBe(1);
  });

  it('功能测试 shows the next value without taking it; execution takes values one by one', async () => {
    await sequence('test_rule', { prefix: 'T-', datePattern: 'yyyy', digits: 3, reset: 'year' });
    const year = new Date().getFullYear();
    const test = async () => (await api('GET', '/sys/fillRule/testFillRule?ruleCode=test_rule')).body;
    expect((await test()).result).toBe(`T-${year}001`);
    expect((await test()).result).toBe(`T-${year}001`);
    expect(await execute('test_rule')).toBe(`T-${year}001`);
    expect(await execute('test_rule')).toBe(`T-${year}002`);
    expect((await test()).result).toBe(`T-${year}003`);
    const missing = await api('GET', '/sys/fillRule/testFillRule?ruleCode=no_such_rule');
    expect(missing.body).toMatchObject({ success: false, message: '填值规则不存在：no_such_rule' });
  });

  it('runs a batch, each rule with its own form data or the common one', async () => {
    await sequence('batch_seq', { prefix: 'B', datePattern: '', digits: 2, reset: 'never' });
    const top = await api('POST', '/sys/category/add', { name: '填值顶级' });
    expect(top.body.success, top.body.message).toBe(true);
    const parent = (await api('GET', `/sys/category/queryById?id=${top.body.result}`)).body.result;
    const r = await api('PUT', '/sys/fillRule/executeRuleByCodeBatch', {
      commonFormData: { pid: parent.id },
      rules: [{ ruleCode: 'batch_seq' }, { ruleCode: 'category_code_rule' }, { ruleCode: 'batch_seq', formData: {} }],
    });
    expect(r.body.success, r.body.message).toBe(true);
    expect(r.body.result).toEqual([
      { ruleCode: 'batch_seq', result: 'B01' },
      { ruleCode: 'category_code_rule', result: `${parent.code}A01` },
      { ruleCode: 'batch_seq', result: 'B02' },
    ]);
    // The category code is the one the category dictionary then gives.
    await api('POST', '/sys/category/add', { name: '填值子级', pid: parent.id });
    const child = (await api('GET', `/sys/category/loadTreeData?pcode=${parent.code}`)).body.result;
    expect(child[0].code).toBe(`${parent.code}A01`);
    expect(await execute('category_code_rule', { pid: parent.id })).toBe(`${parent.code}A02`);
    expect(await execute('org_num_role')).toMatch(/^[A-Z]\d{2}$/);
    const bad = await api('PUT', '/sys/fillRule/executeRuleByCodeBatch', { rules: [] });
    expect(bad.body.success).toBe(false);
  });

  it('starts a sequence again each day, month or year as set, and never when set to never', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A session lives in its own time: sign in again at each moment.
    const at = async (iso: string) => {
      vi.setSystemTime(new Date(iso));
      admin = await login(t, 'admin');
    };
    await sequence('per_day', { prefix: 'D', datePattern: 'yyyyMMdd', digits: 3, reset: 'day' });
    await sequence('per_month', { prefix: 'M', datePattern: 'yyyyMM', digits: 3, reset: 'month' });
    await sequence('per_year', { prefix: 'Y', datePattern: 'yy', digits: 3, reset: 'year' });
    await sequence('per_never', { prefix: 'N', datePattern: 'yyyy', digits: 3, reset: 'never' });
    const all = async () => Promise.all(['per_day', 'per_month', 'per_year', 'per_never'].map((c) => execute(c)));
    await at('2026-01-31T10:00:00');
    expect(await all()).toEqual(['D20260131001', 'M202601001', 'Y26001', 'N2026001']);
    expect(await all()).toEqual(['D20260131002', 'M202601002', 'Y26002', 'N2026002']);
    await at('2026-02-01T10:00:00');
    expect(await all()).toEqual(['D20260201001', 'M202602001', 'Y26003', 'N2026003']);
    await at('2026-02-02T10:00:00');
    expect(await all()).toEqual(['D20260202001', 'M202602002', 'Y26004', 'N2026004']);
    await at('2027-01-01T10:00:00');
    expect(await all()).toEqual(['D20270101001', 'M202701001', 'Y27001', 'N2027005']);
    // Past its width a sequence keeps counting with more digits.
    await sequence('narrow', { prefix: 'W', datePattern: '', digits: 1, reset: 'never' });
    const values = [];
    for (let i = 0; i < 11; i++) values.push(await execute('narrow'));
    expect(values.slice(8)).toEqual(['W9', 'W10', 'W11']);
  });

  it('gives 200 concurrent calls 200 distinct values', async () => {
    await sequence('busy', { prefix: 'C', digits: 6, reset: 'day' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => api('PUT', '/sys/fillRule/executeRuleByCode/busy', {})),
    );
    const values = answers.map((r) => r.body.result);
    expect(new Set(values).size).toBe(200);
    const seqs = values.map((v) => Number(String(v).slice(-6))).sort((a, b) => a - b);
    expect(seqs[0]).toBe(1);
    expect(seqs[199]).toBe(200);
  });

  it('numbers repair requests by the rule repair_number, whose format the administrator may change', async () => {
    const submit = async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/public/cn/intake/repair',
        payload: {
          customerName: '张三',
          phone: '13812345678',
          fault: '笔记本无法开机了',
          address: '深圳市南山区科技园 1 号',
        },
        remoteAddress: `10.9.0.${Math.floor(Math.random() * 250)}`,
      });
      expect(r.json().success, r.body).toBe(true);
      return String(r.json().result.number);
    };
    const today = ymd(new Date());
    const first = await submit();
    expect(first).toMatch(new RegExp(`^WX${today}\\d{8}$`));
    expect(await submit()).toBe(`WX${today}${String(Number(first.slice(-8)) + 1).padStart(8, '0')}`);
    const id = await idOf('repair_number');
    await api('POST', '/sys/fillRule/edit', {
      id,
      ruleParams: '{"prefix":"BX","datePattern":"yyMM","digits":5,"reset":"month"}',
    });
    expect(await submit()).toBe(`BX${today.slice(2, 6)}00001`);
    // Without its rule the repair form keeps the seeded format.
    expect((await api('DELETE', `/sys/fillRule/delete?id=${id}`)).body.success).toBe(true);
    expect(await submit()).toMatch(new RegExp(`^WX${today}\\d{8}$`));
  });

  it('needs the menu permissions for every route', async () => {
    const token = await login(t, 'editor');
    const routes: ['GET' | 'PUT' | 'POST', string][] = [
      ['GET', '/sys/fillRule/list'],
      ['GET', '/sys/fillRule/handlers'],
      ['GET', '/sys/fillRule/testFillRule?ruleCode=shop_order_num'],
      ['PUT', '/sys/fillRule/executeRuleByCode/shop_order_num'],
      ['PUT', '/sys/fillRule/executeRuleByCodeBatch'],
      ['POST', '/sys/fillRule/add'],
    ];
    for (const [method, path] of routes) {
      const r = await api(method, path, method === 'GET' ? undefined : {}, token);
      expect(r.status, path).toBe(403);
    }
    // 审计员 reads the list, and neither tests nor takes values.
    const auditor = await login(t, 'auditor');
    expect((await api('GET', '/sys/fillRule/list', undefined, auditor)).body.success).toBe(true);
    for (const [method, path] of routes.slice(2)) {
      expect((await api(method, path, method === 'GET' ? undefined : {}, auditor)).status, path).toBe(403);
    }
  });
});
