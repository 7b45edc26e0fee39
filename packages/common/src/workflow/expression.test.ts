import { describe, expect, it } from 'vitest';
import { checkExpression, ExpressionError, evaluate, evaluateCondition, parseExpression } from './expression';

const run = (text: string, vars: Record<string, unknown> = {}) => evaluate(parseExpression(text), vars);

describe('process condition expressions', () => {
  it('compares, combines and computes like JUEL', () => {
    const vars = { days: 5, type: 'annual', amount: '1200.50', dept: { code: 'A01' }, tags: ['x', 'y'] };
    expect(evaluateCondition('${days > 3}', vars)).toBe(true);
    expect(evaluateCondition('${days gt 3 and type == "annual"}', vars)).toBe(true);
    expect(evaluateCondition("${days <= 3 || type eq 'sick'}", vars)).toBe(false);
    expect(evaluateCondition('${!(days > 3)}', vars)).toBe(false);
    expect(evaluateCondition('${not empty type}', vars)).toBe(true);
    expect(evaluateCondition('${amount >= 1000}', vars)).toBe(true);
    expect(evaluateCondition('${dept.code == "A01"}', vars)).toBe(true);
    expect(evaluateCondition('${"y" in tags && type in ["annual", "sick"]}', vars)).toBe(true);
    expect(evaluateCondition('${contains(tags, "x") && startsWith(dept.code, "A")}', vars)).toBe(true);
    expect(run('${days * 2 + 1}', vars)).toBe(11);
    expect(run('${days / 2}', vars)).toBe(2.5);
    expect(run('${days mod 2}', vars)).toBe(1);
    expect(run('${"第" + days + "天"}', vars)).toBe('第5天');
    expect(run('${max(days, 9, 2)}', vars)).toBe(9);
    expect(run('${len("请假")}', vars)).toBe(2);
    expect(run('${tags[1]}', vars)).toBe('y');
    expect(run('${2026-12-01 < 3}', {})).toBe(false);
  });

  it('reads a missing variable as null and a null condition as false', () => {
    expect(run('${missing}', {})).toBe(null);
    expect(evaluateCondition('${missing}', {})).toBe(false);
    expect(evaluateCondition('${missing == null}', {})).toBe(true);
    expect(evaluateCondition('${missing > 3}', {})).toBe(false);
  });

  it('reaches own data only, never the JavaScript object model', () => {
    expect(() => parseExpression('${a.constructor}')).toThrow(ExpressionError);
    expect(() => parseExpression('${__proto__}')).toThrow(/不允许访问属性 __proto__/);
    expect(run('${a["constructor"]}', { a: {} })).toBe(null);
    expect(run('${a.toString}', { a: {} })).toBe(null);
    expect(run('${a.length}', { a: 'abc' })).toBe(null);
    expect(run('${f}', { f: () => 1 })).toBe(null);
    const inherited = Object.create({ secret: 1 });
    expect(run('${o.secret}', { o: inherited })).toBe(null);
  });

  it('refuses what is not the language, naming the position', () => {
    expect(() => parseExpression('days > 3')).toThrow('表达式应写成 ${…}');
    expect(() => parseExpression('${days > }')).toThrow('表达式不完整（第 10 个字符）');
    expect(() => parseExpression('${days = 3}')).toThrow(/无法识别“=”/);
    expect(() => parseExpression('${eval("1")}')).toThrow(/不支持的函数 eval/);
    expect(() => parseExpression('${days; 1}')).toThrow(/无法识别“;”/);
    expect(() => parseExpression('${x.y()}')).toThrow(ExpressionError);
    expect(() => parseExpression('${"open}')).toThrow(/字符串缺少结束引号/);
    expect(() => parseExpression('${len(1, 2)}')).toThrow(/函数 len 需要 1 个参数/);
    expect(() => parseExpression(`\${${'('.repeat(60)}1${')'.repeat(60)}}`)).toThrow(/过于复杂/);
    expect(() => parseExpression(`\${${'1+'.repeat(600)}1}`)).toThrow(/不能超过 1000 个字符/);
  });

  it('stops at type errors instead of guessing', () => {
    expect(() => evaluateCondition('${type}', { type: 'annual' })).toThrow(/不是真或假/);
    expect(() => run('${a < 3}', { a: true })).toThrow(/类型不匹配/);
    expect(() => run('${3 / 0}')).toThrow(/除数不能为零/);
  });

  it('checks variables against what a process knows, in either interface language', () => {
    const known = new Set(['days', 'type']);
    expect(checkExpression('${days > 3 && type == "x"}', known)).toBeNull();
    expect(checkExpression('${dayz > 3}', known)).toBe('未知变量 dayz（第 3 个字符）');
    expect(checkExpression('${dayz > 3}', known, 'en')).toBe('Unknown variable dayz (at character 3)');
    expect(checkExpression('${a.b}')).toBeNull();
  });
});
