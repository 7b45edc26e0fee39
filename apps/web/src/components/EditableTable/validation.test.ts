import { describe, expect, it } from 'vitest';
import type { EditableColumn, TableRow } from './types';
import { errorKey, validateOneCell, validateTable } from './validation';

const column = (pattern: string): EditableColumn => ({ key: 'code', title: '编码', validateRules: [{ pattern }] });
const rows = (...codes: string[]): TableRow[] => codes.map((code, i) => ({ id: `r${i}`, code }));

describe('user-defined column patterns in the browser', () => {
  it('validates a long value against stacked and nested repetition at once', { timeout: 5000 }, async () => {
    // Backtracking takes 2^32 and ~60^8/8! steps on these values; RE2 takes one pass.
    const table = rows(`${'1'.repeat(32)}y`, `${'1'.repeat(60)}y`, '1'.repeat(50_000));
    const { result, errors } = await validateTable(table, [column('^(\\d*)*$')]);
    expect(result.errorCount).toBe(2);
    expect(errors.get(errorKey('r0', 'code'))).toBe('编码格式不正确');
    expect(await validateOneCell(table, 1, column('^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*$'))).toBe('编码格式不正确');
    expect(await validateOneCell(table, 2, column('^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*$'))).toBeUndefined();
  });

  it('fails closed on a pattern the engine cannot run', async () => {
    const { errors } = await validateTable(rows('ab'), [column('^(?<=a)b')]);
    expect(errors.get(errorKey('r0', 'code'))).toBe('编码的校验规则有误：正则表达式使用了不支持的语法（环视）');
  });
});
