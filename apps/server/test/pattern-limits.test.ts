import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/time.js';
import { MAX_VALUE_LENGTH } from '../src/modules/helper/check-rule.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Issue 21 item 4: patterns written by users run in linear time (RE2), whatever their shape. A backtracking
 * engine takes exponential or high-polynomial time on these patterns against a value that almost matches: the
 * values below kept the old engine busy for many seconds (and the longest value the endpoint takes, for
 * hours), far past these tests' timeout.
 */
describe('limits of check-rule patterns', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const enc = encodeURIComponent;
  const save = (ruleCode: string, pattern: string) =>
    call(t, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: ruleCode, ruleCode, ruleJson: JSON.stringify([{ digits: '*', pattern, message: '格式不对' }]) },
    });
  const check = (ruleCode: string, value: string) =>
    call(t, 'GET', `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${enc(enc(value))}`, { token: user });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    user = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  const slow: [string, string, number][] = [
    ['nested_star', '(\\d*)*x', 32],
    ['five_stars', '\\d*\\d*\\d*\\d*\\d*', 180],
    ['eight_stars', '\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*', 45],
  ];

  it.each(slow)(
    'saves %s (%s) and answers a value that almost matches at once',
    { timeout: 5000 },
    async (code, pattern, n) => {
      expect((await save(code, pattern)).body).toMatchObject({ success: true });
      const failing = await check(code, `${'1'.repeat(n)}y`);
      expect(failing.status).toBe(200);
      expect(failing.body).toMatchObject({ success: false, message: '格式不对', result: { passed: false } });
      const passing = await check(code, code === 'nested_star' ? `${'1'.repeat(n)}x` : '1'.repeat(n));
      expect(passing.body).toMatchObject({ success: true });
    },
  );

  it('answers the longest value the endpoint takes against each of those rules', { timeout: 5000 }, async () => {
    const value = `${'1'.repeat(MAX_VALUE_LENGTH - 1)}y`;
    for (const [code] of slow) expect((await check(code, value)).body).toMatchObject({ success: false });
    expect((await check('nested_star', `${'1'.repeat(MAX_VALUE_LENGTH - 1)}x`)).body.success).toBe(true);
  });

  it('refuses back-references and lookaround at save with a clear message, saving nothing', async () => {
    const cases: [string, string][] = [
      ['a(?=b)', '环视'],
      ['a(?!b)', '环视'],
      ['(?<=a)b', '环视'],
      ['(?<!a)b', '环视'],
      ['(a)\\1', '反向引用'],
      ['(?<n>a)\\k<n>', '反向引用'],
      ['a*+b', '占有量词'],
      ['(?>a*)b', '原子组'],
    ];
    for (const [pattern, what] of cases) {
      const r = await save('refused_rule', pattern);
      expect(r.status, pattern).toBe(400);
      expect(r.body.message, pattern).toBe(`第1条规则的正则表达式使用了不支持的语法（${what}）`);
    }
    const tooMany = await save('refused_rule', 'a{1001}');
    expect(tooMany.body.message).toBe('第1条规则的正则表达式的重复次数不能超过1000');
    expect((await save('refused_rule', '[a-')).body.message).toBe('第1条规则的正则表达式不正确');
    const big = await save('refused_rule', '^.{1,1000}$');
    expect(big.body.message).toBe('第1条规则的正则表达式过于复杂，请缩小重复次数的范围');
    const items = Array.from({ length: 3 }, () => ({ digits: '*', pattern: '^.{1,400}$', message: 'm' }));
    const sum = await call(t, 'POST', '/sys/checkRule/add', {
      token: admin,
      body: { ruleName: 'refused_rule', ruleCode: 'refused_rule', ruleJson: JSON.stringify(items) },
    });
    expect(sum.body.message).toBe('规则的正则表达式合计过于复杂，请减少规则或缩小重复次数的范围');
    const stored = await t.ctx.db.selectFrom('sysCheckRule').select('id').where('ruleCode', '=', 'refused_rule');
    expect(await stored.execute()).toHaveLength(0);
  });

  it('fails closed, with a clear message, on a stored rule the engine cannot run', async () => {
    const ruleJson = JSON.stringify([{ digits: '*', pattern: '(a)\\1', message: '格式不对' }]);
    await t.ctx.db
      .insertInto('sysCheckRule')
      .values({ id: newId(), ruleName: '旧规则', ruleCode: 'legacy_rule', ruleJson })
      .execute();
    const r = await check('legacy_rule', 'aa');
    expect(r.body).toMatchObject({
      success: false,
      message: '校验规则配置有误：第1条规则的正则表达式使用了不支持的语法（反向引用）',
    });
  });

  it('keeps ordinary patterns, and reads Java-style \\uXXXX escapes and inline flags', async () => {
    const rules: [string, string, string[], string[]][] = [
      ['zh_name', '[\\u4e00-\\u9fa5]{2,4}', ['张三', '欧阳娜娜'], ['张', 'zhang', '张三a']],
      ['ci_code', '(?i)[a-z]{2}\\d{3}', ['ab123', 'AB123'], ['ab12', 'a1234']],
      ['phone', '^1[3-9]\\d{9}$', ['13812345678'], ['12812345678', '138123456789']],
      ['list', '^([a-z]+,)*[a-z]+$', ['a,bc,d', 'abc'], ['a,', ',a', 'a,,b']],
      ['named', '(?<year>\\d{4})-(?<month>\\d{2})', ['2026-05'], ['2026-5']],
    ];
    for (const [code, pattern, good, bad] of rules) {
      expect((await save(code, pattern)).body.success, pattern).toBe(true);
      for (const v of good) expect((await check(code, v)).body.success, `${pattern} ${v}`).toBe(true);
      for (const v of bad) expect((await check(code, v)).body.success, `${pattern} ${v}`).toBe(false);
    }
  });
});
