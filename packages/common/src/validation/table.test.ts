import { describe, expect, it } from 'vitest';
import {
  type CellContext,
  type CellHandler,
  checkColumnRule,
  formatRuleMessage,
  getValidatedRows,
  type TableColumn,
  TableValidationError,
  validateCell,
  validateRows,
} from './table';

type Row = { name?: unknown; code?: unknown; phone?: unknown; qty?: unknown };

const cell = async (column: TableColumn<Row>, value: unknown, rows: Row[] = [{ [column.key]: value }]) =>
  validateCell(column, { rows, rowIndex: 0, value });

describe('formatRuleMessage', () => {
  it('replaces column placeholders', () => {
    expect(formatRuleMessage('{title}不能为空', { key: 'name', title: '名称' })).toBe('名称不能为空');
    expect(formatRuleMessage('{title}({key})', { key: 'name' })).toBe('name(name)');
    expect(formatRuleMessage('{nope}!', { key: 'k' })).toBe('!');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JeecgBoot's placeholder spelling
    expect(formatRuleMessage('${title}不能为空', { key: 'name', title: '名称' })).toBe('名称不能为空');
  });
});

describe('validateCell', () => {
  it('passes without rules', async () => {
    expect(await cell({ key: 'name' }, '')).toBeUndefined();
  });

  it.each([null, undefined, '', []])('required fails on %j with the default message', async (v) => {
    expect(await cell({ key: 'name', title: '名称', rules: [{ required: true }] }, v)).toBe('名称不能为空');
  });

  it.each([0, ' ', 'x', false])('required passes on %j', async (v) => {
    expect(await cell({ key: 'name', rules: [{ required: true }] }, v)).toBeUndefined();
  });

  it('uses the rule message with placeholders', async () => {
    const col: TableColumn<Row> = {
      key: 'name',
      title: '名称',
      rules: [{ required: true, message: '请输入{title}' }],
    };
    expect(await cell(col, '')).toBe('请输入名称');
  });

  it('named pattern with its default message, empty skipped', async () => {
    const col: TableColumn<Row> = { key: 'phone', title: '手机', rules: [{ pattern: 'm' }] };
    expect(await cell(col, '123')).toBe('请输入正确的手机号码');
    expect(await cell(col, '13812345678')).toBeUndefined();
    expect(await cell(col, '')).toBeUndefined();
  });

  it('named pattern with a custom message', async () => {
    const col: TableColumn<Row> = {
      key: 'qty',
      title: '数量',
      rules: [{ pattern: 'z', message: '{title}必须是整数' }],
    };
    expect(await cell(col, '1.5')).toBe('数量必须是整数');
  });

  it("pattern '*' behaves as required", async () => {
    const col: TableColumn<Row> = { key: 'name', rules: [{ pattern: '*' }] };
    expect(await cell(col, '')).toBe('该项不能为空');
    expect(await cell(col, 'a')).toBeUndefined();
  });

  it('regex string and RegExp patterns', async () => {
    const s: TableColumn<Row> = { key: 'code', title: '编码', rules: [{ pattern: '^[A-Z]+$' }] };
    expect(await cell(s, 'abc')).toBe('编码格式不正确');
    expect(await cell(s, 'ABC')).toBeUndefined();
    const r: TableColumn<Row> = { key: 'code', rules: [{ pattern: /^\d{3}$/, message: '三位数字' }] };
    expect(await cell(r, '12')).toBe('三位数字');
    expect(await cell(r, 123)).toBeUndefined();
  });

  it('runs a regex string in linear time: nested repetition against a value that almost matches', async () => {
    // A backtracking engine takes about 2^32 steps here (many seconds); RE2 answers at once.
    const col: TableColumn<Row> = { key: 'code', title: '编码', rules: [{ pattern: '^(\\d*)*x$' }] };
    expect(await cell(col, `${'1'.repeat(32)}y`)).toBe('编码格式不正确');
    expect(await cell(col, `${'1'.repeat(32)}x`)).toBeUndefined();
  });

  it('fails closed on a regex string RE2 cannot run, saying why', async () => {
    const col = (pattern: string): TableColumn<Row> => ({
      key: 'code',
      title: '编码',
      rules: [{ pattern, message: 'm' }],
    });
    expect(await cell(col('^(?!admin)\\w+$'), 'bob')).toBe('编码的校验规则有误：正则表达式使用了不支持的语法（环视）');
    expect(await cell(col('^(\\w)\\1$'), 'aa')).toBe('编码的校验规则有误：正则表达式使用了不支持的语法（反向引用）');
    expect(await cell(col('('), 'a')).toBe('编码的校验规则有误：正则表达式不正确');
  });

  it('rules run in order and the first failure stops', async () => {
    const calls: string[] = [];
    const col: TableColumn<Row> = {
      key: 'code',
      title: '编码',
      rules: [
        { required: true, message: 'first' },
        { pattern: 'n6-16', message: 'second' },
        {
          handler: () => {
            calls.push('handler');
            return false;
          },
          message: 'third',
        },
      ],
    };
    expect(await cell(col, '')).toBe('first');
    expect(await cell(col, '12')).toBe('second');
    expect(calls).toEqual([]);
    expect(await cell(col, '123456')).toBe('third');
    expect(calls).toEqual(['handler']);
  });

  describe('unique', () => {
    const rows: Row[] = [
      { code: 'A' },
      { code: 'B' },
      { code: 'A' },
      { code: '' },
      { code: '' },
      { code: 1 },
      { code: '1' },
    ];
    const byUnique: TableColumn<Row> = { key: 'code', title: '编码', rules: [{ unique: true }] };
    const byOnly: TableColumn<Row> = {
      key: 'code',
      title: '编码',
      rules: [{ pattern: 'only', message: '{title}重复' }],
    };
    it.each([
      [0, '编码不能重复'],
      [1, undefined],
      [2, '编码不能重复'],
      [3, undefined],
      [4, undefined],
      [5, '编码不能重复'],
    ])('row %i -> %s', async (rowIndex, expected) => {
      expect(await validateCell(byUnique, { rows, rowIndex })).toBe(expected);
    });
    it("pattern 'only' is the same check", async () => {
      expect(await validateCell(byOnly, { rows, rowIndex: 0 })).toBe('编码重复');
      expect(await validateCell(byOnly, { rows, rowIndex: 1 })).toBeUndefined();
    });
    it('checks an edited value against the other rows', async () => {
      expect(await validateCell(byUnique, { rows, rowIndex: 1, value: 'A' })).toBe('编码不能重复');
      expect(await validateCell(byUnique, { rows, rowIndex: 0, value: 'Z' })).toBeUndefined();
    });
  });

  describe('custom handler', () => {
    const col = (handler: CellHandler<Row>): TableColumn<Row> => ({
      key: 'name',
      title: '名称',
      rules: [{ handler, message: '{title}不可用' }],
    });
    const cases: Array<[string, CellHandler<Row>, string | undefined]> = [
      ['true passes', () => true, undefined],
      ['undefined passes', () => undefined, undefined],
      ['null passes', () => null, undefined],
      ['false fails with the rule message', () => false, '名称不可用'],
      ['a string fails with it', () => '已被占用', '已被占用'],
      ['async false', async () => false, '名称不可用'],
      ['async string', () => Promise.resolve('服务端: 重复'), '服务端: 重复'],
      [
        'throwing fails with the error message',
        () => {
          throw new Error('boom');
        },
        'boom',
      ],
      ['rejecting fails with the error message', () => Promise.reject(new Error('网络错误')), '网络错误'],
      ['rejecting without message uses the rule message', () => Promise.reject(new Error('')), '名称不可用'],
    ];
    it.each(cases)('%s', async (_name, handler, expected) => {
      expect(await cell(col(handler), 'x')).toBe(expected);
    });

    it('receives the context, also for empty values', async () => {
      let seen: CellContext<Row> | undefined;
      const c = col((ctx) => {
        seen = ctx;
        return true;
      });
      const rows: Row[] = [{ name: 'a' }, { name: '' }];
      await validateCell(c, { rows, rowIndex: 1 });
      expect(seen?.value).toBe('');
      expect(seen?.rowIndex).toBe(1);
      expect(seen?.row).toBe(rows[1]);
      expect(seen?.rows).toBe(rows);
      expect(seen?.column).toBe(c);
    });

    it('default handler message', async () => {
      const c: TableColumn<Row> = { key: 'name', title: '名称', rules: [{ handler: () => false }] };
      expect(await cell(c, 'x')).toBe('名称校验未通过');
    });
  });

  it('checkColumnRule checks one rule', async () => {
    const column: TableColumn<Row> = { key: 'name', title: 'N' };
    const ctx = { value: '', row: {}, rowIndex: 0, column, rows: [{}] };
    expect(await checkColumnRule({ required: true }, ctx)).toBe('N不能为空');
    expect(await checkColumnRule({ pattern: 'm' }, ctx)).toBeUndefined();
  });
});

describe('validateRows / getValidatedRows', () => {
  const columns: TableColumn<Row>[] = [
    { key: 'name', title: '名称', rules: [{ required: true }] },
    { key: 'code', title: '编码', rules: [{ required: true }, { unique: true }] },
    { key: 'phone', title: '手机', rules: [{ pattern: 'm' }] },
    { key: 'qty', title: '数量' },
  ];

  it('counts failing cells', async () => {
    const rows: Row[] = [
      { name: 'a', code: 'X', phone: '13812345678' },
      { name: '', code: 'X', phone: '123' },
      { name: 'c', code: '', phone: '' },
    ];
    const result = await validateRows(rows, columns);
    expect(result.errorCount).toBe(5);
    expect(result.errors).toEqual([
      { rowIndex: 0, key: 'code', message: '编码不能重复' },
      { rowIndex: 1, key: 'name', message: '名称不能为空' },
      { rowIndex: 1, key: 'code', message: '编码不能重复' },
      { rowIndex: 1, key: 'phone', message: '请输入正确的手机号码' },
      { rowIndex: 2, key: 'code', message: '编码不能为空' },
    ]);
    await expect(getValidatedRows(rows, columns)).rejects.toMatchObject({
      name: 'TableValidationError',
      errorCount: 5,
    });
    await expect(getValidatedRows(rows, columns)).rejects.toBeInstanceOf(TableValidationError);
  });

  it('resolves with the rows when all pass', async () => {
    const rows: Row[] = [
      { name: 'a', code: 'X' },
      { name: 'b', code: 'Y', phone: '13912345678' },
    ];
    expect(await validateRows(rows, columns)).toEqual({ errorCount: 0, errors: [] });
    expect(await getValidatedRows(rows, columns)).toEqual(rows);
  });

  it('handles an empty table', async () => {
    expect(await validateRows([], columns)).toEqual({ errorCount: 0, errors: [] });
  });
});

describe('handler typing', () => {
  it('accepts a handler with no return value', async () => {
    const col: TableColumn<Row> = {
      key: 'name',
      rules: [
        {
          handler: () => {
            // side effects only
          },
        },
      ],
    };
    expect(await validateCell(col, { rows: [{ name: 'x' }], rowIndex: 0 })).toBeUndefined();
  });
});

describe('validateRows on large tables', () => {
  it('counts unique values once and agrees with the cell-by-cell check', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      code: i % 1000 === 7 ? 'dup' : `c${i}`,
      note: i % 2 ? '' : 'x',
    }));
    const columns = [{ key: 'code', title: '编码', rules: [{ required: true }, { unique: true }] }];
    const started = performance.now();
    const result = await validateRows(rows, columns);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.errors.map((e) => e.rowIndex)).toEqual([7, 1007, 2007]);
    for (const e of result.errors)
      expect(await validateCell(columns[0], { rows, rowIndex: e.rowIndex })).toBe(e.message);
    expect(await validateCell(columns[0], { rows, rowIndex: 8 })).toBeUndefined();
  });
});
