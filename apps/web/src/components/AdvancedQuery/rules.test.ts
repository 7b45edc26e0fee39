import { describe, expect, it } from 'vitest';
import {
  changeRule,
  checkSave,
  checkSearch,
  emptyLine,
  isLineEmpty,
  linesOf,
  QUERY_MESSAGES,
  QUERY_RULES,
  type QueryLine,
  toSuperQuery,
  withSaved,
} from './rules';

const line = (over: Partial<QueryLine>): QueryLine => ({ ...emptyLine(), ...over });

describe('advanced query rules (spec §4, §5, §9)', () => {
  it('offers the ten rules of spec §9 with Chinese names, and a new line starts with rule eq', () => {
    expect(QUERY_RULES.map((r) => r.value)).toEqual([
      'eq',
      'like',
      'right_like',
      'left_like',
      'in',
      'ne',
      'gt',
      'ge',
      'lt',
      'le',
    ]);
    expect(QUERY_RULES.every((r) => /[\u4e00-\u9fa5]/.test(r.label))).toBe(true);
    const fresh = emptyLine();
    expect(fresh.rule).toBe('eq');
    expect(fresh.field).toBeUndefined();
    expect(emptyLine().key).not.toBe(fresh.key);
  });

  it('a line lacking field, rule or value is empty', () => {
    expect(isLineEmpty(line({ field: 'name' }))).toBe(true);
    expect(isLineEmpty(line({ val: 'x' }))).toBe(true);
    expect(isLineEmpty(line({ field: 'name', val: [] }))).toBe(true);
    expect(isLineEmpty(line({ field: 'name', val: 'x' }))).toBe(false);
  });

  it('no condition: 不能查询空条件', () => {
    expect(checkSearch([emptyLine()])).toEqual({ ok: false, error: '不能查询空条件' });
    expect(checkSearch([])).toEqual({ ok: false, error: QUERY_MESSAGES.emptySearch });
  });

  it('emits without empty lines and option lists, multi-values joined with commas', () => {
    const check = checkSearch([
      line({ field: 'name', rule: 'like', val: '经理', type: 'text', dbType: 'string' }),
      emptyLine(),
      line({ field: 'postRank', rule: 'in', val: ['1', '3'], options: [{ value: '1', text: '员级' }] }),
    ]);
    expect(check).toEqual({
      ok: true,
      params: [
        { field: 'name', rule: 'like', val: '经理', type: 'text', dbType: 'string' },
        { field: 'postRank', rule: 'in', val: '1,3' },
      ],
    });
    expect(toSuperQuery([emptyLine()])).toEqual([]);
  });

  it("switching away from 'in' keeps only the first value; switching to 'in' wraps the value", () => {
    const multi = line({ field: 'postRank', rule: 'in', val: ['2', '4'] });
    expect(changeRule(multi, 'eq').val).toBe('2');
    expect(changeRule(multi, 'in').val).toEqual(['2', '4']);
    expect(changeRule(line({ field: 'code', val: 'A' }), 'in').val).toEqual(['A']);
    expect(changeRule(line({ field: 'code', val: 'A' }), 'ne')).toMatchObject({ rule: 'ne', val: 'A' });
  });

  it('saving: 空条件不能保存, then 保存名称不能为空, then asks before overwriting', () => {
    const lines = [line({ field: 'name', val: 'x' })];
    expect(checkSave([emptyLine()], 'q', [])).toEqual({ ok: false, error: '空条件不能保存' });
    expect(checkSave(lines, '  ', [])).toEqual({ ok: false, error: '保存名称不能为空' });
    expect(checkSave(lines, 'q', [])).toEqual({ ok: true, overwrite: false });
    const saved = withSaved([], 'q', lines, 'and');
    expect(checkSave(lines, 'q', saved)).toEqual({ ok: true, overwrite: true });
    expect(QUERY_MESSAGES.overwrite('q')).toBe('q 已存在，是否覆盖？');
    expect(QUERY_MESSAGES.confirmDelete).toBe('是否删除当前查询？');
  });

  it('saves in place under the same name without option lists, and loading replaces the lines', () => {
    const first = withSaved([], 'q', [line({ field: 'name', val: 'a', options: [] }), emptyLine()], 'and');
    expect(first[0].records).toHaveLength(1);
    expect(first[0].records[0]).not.toHaveProperty('options');
    const replaced = withSaved(
      [...first, { title: 'other', matchType: 'or', records: [] }],
      'q',
      [line({ field: 'code', val: 'b' })],
      'or',
    );
    expect(replaced.map((q) => q.title)).toEqual(['q', 'other']);
    expect(replaced[0]).toMatchObject({ matchType: 'or', records: [{ field: 'code', val: 'b' }] });
    const loaded = linesOf(replaced[0]);
    expect(loaded).toMatchObject([{ field: 'code', rule: 'eq', val: 'b' }]);
    expect(linesOf({ title: 'e', matchType: 'and', records: [] })).toHaveLength(1);
  });
});
