import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_PROGRAM, userPattern, userPatternProblem } from './user-pattern';

describe('userPattern (RE2, linear time)', () => {
  const digits = '1'.repeat(50_000);

  it.each(['(\\d*)*x', '\\d*\\d*\\d*\\d*\\d*x', '\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x', '(a|aa)*b', '(\\d+)+$x'])(
    'runs %s against 50 000 digits that almost match at once',
    (source) => {
      const re = userPattern(source);
      expect(re.test(`${digits}y`)).toBe(false);
      expect(re.matches(`${digits}y`)).toBe(false);
    },
  );

  it('tests anywhere like RegExp.test, and matches the whole text like Java Pattern.matches', () => {
    const re = userPattern('\\d{3}');
    expect(re.test('ab123cd')).toBe(true);
    expect(re.matches('ab123cd')).toBe(false);
    expect(re.matches('123')).toBe(true);
    expect(userPattern('a|ab').matches('ab')).toBe(true);
    expect(userPattern('^\\d+$').test('12\n')).toBe(false);
  });

  it('reads \\uXXXX escapes, named groups, inline flags and Unicode classes', () => {
    expect(userPattern('^[\\u4e00-\\u9fa5]{2,4}$').test('张三')).toBe(true);
    expect(userPattern('^[\\u4e00-\\u9fa5]{2,4}$').test('zhang')).toBe(false);
    // An escaped backslash before u is a backslash and a letter u.
    expect(userPattern('^\\\\u0041$').test('\\u0041')).toBe(true);
    expect(userPattern('^\\\\u0041$').test('A')).toBe(false);
    expect(userPattern('(?<y>\\d{4})-(?<m>\\d{2})').matches('2026-05')).toBe(true);
    expect(userPattern('(?i)^abc$').test('AbC')).toBe(true);
    expect(userPattern('^\\p{Han}+$').test('云站')).toBe(true);
  });

  it('gives the reason RE2 cannot run a pattern', () => {
    expect(userPatternProblem('(a)\\1')).toBe('使用了不支持的语法（反向引用）');
    expect(userPatternProblem('(?<n>a)\\k<n>')).toBe('使用了不支持的语法（反向引用）');
    for (const p of ['a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b']) {
      expect(userPatternProblem(p), p).toBe('使用了不支持的语法（环视）');
    }
    expect(userPatternProblem('a*+')).toBe('使用了不支持的语法（占有量词）');
    expect(userPatternProblem('a{2}+')).toBe('使用了不支持的语法（占有量词）');
    expect(userPatternProblem('(?>a)')).toBe('使用了不支持的语法（原子组）');
    expect(userPatternProblem('a{1001}')).toBe('的重复次数不能超过1000');
    expect(userPatternProblem('(a{100}){100}')).toBe('的重复次数不能超过1000');
    for (const p of ['(', '[a-', 'a**', 'a{2,1}', '\\p{Foo}']) expect(userPatternProblem(p), p).toBe('不正确');
    expect(userPatternProblem('^\\d{6}$')).toBeUndefined();
    expect(() => userPattern('(?=a)')).toThrow('使用了不支持的语法（环视）');
  });

  it(`refuses a pattern over ${MAX_PATTERN_PROGRAM} instructions`, () => {
    expect(userPattern('^.{1,900}$').size).toBeLessThanOrEqual(MAX_PATTERN_PROGRAM);
    expect(userPatternProblem('^.{1,1000}$')).toBe('过于复杂，请缩小重复次数的范围');
    expect(userPatternProblem('(?:a{1000}|b{1000}|c{1000})')).toBe('过于复杂，请缩小重复次数的范围');
  });

  it('gives the same compiled pattern for the same source', () => {
    expect(userPattern('^[a-z]+$')).toBe(userPattern('^[a-z]+$'));
  });
});
