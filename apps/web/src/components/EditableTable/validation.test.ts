import { describe, expect, it } from 'vitest';
import type { EditableColumn, TableRow } from './types';
import { errorKey, validateOneCell, validateTable } from './validation';

const column = (key: string, pattern: string): EditableColumn => ({ key, title: '编码', validateRules: [{ pattern }] });

describe('user-defined column patterns in the browser', () => {
  it('validates values that almost match stacked and nested repetition at once', { timeout: 5000 }, async () => {
    // Backtracking takes about 2^32 and 45^8/8! steps on the failing values; RE2 takes one pass.
    const long = '1'.repeat(50_000);
    const rows: TableRow[] = [
      { id: 'r0', a: `${'1'.repeat(32)}y`, b: '1' },
      { id: 'r1', a: '1', b: `${'1'.repeat(45)}y` },
      { id: 'r2', a: long, b: long },
    ];
    const columns = [column('a', '^(\\d*)*$'), column('b', '^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*$')];
    const { result, errors } = await validateTable(rows, columns);
    expect(result.errorCount).toBe(2);
    expect(errors.get(errorKey('r0', 'a'))).toBe('编码格式不正确');
    expect(errors.get(errorKey('r1', 'b'))).toBe('编码格式不正确');
    expect(await validateOneCell(rows, 2, columns[1])).toBeUndefined();
  });

  it('fails closed on a pattern the engine cannot run', async () => {
    const { errors } = await validateTable([{ id: 'r0', a: 'ab' }], [column('a', '^(?<=a)b')]);
    expect(errors.get(errorKey('r0', 'a'))).toBe('编码的校验规则有误：正则表达式使用了不支持的语法（环视）');
  });
});
