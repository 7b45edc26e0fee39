import { describe, expect, it } from 'vitest';
import {
  addRows,
  initialRows,
  isNewRow,
  isRowDisabled,
  moveRow,
  readRows,
  removeRows,
  TEMP_ID_PREFIX,
  updateRow,
} from './row-state';

const existing = () =>
  initialRows(
    [
      { id: 'a', name: '甲' },
      { id: 'b', name: '乙' },
    ],
    'orderNum',
  );

describe('row states', () => {
  it('numbers the sort key of loaded rows and gives id-less rows a temporary id', () => {
    const state = initialRows([{ id: 'a' }, { name: '无id' }], 'orderNum');
    expect(state.rows.map((r) => r.orderNum)).toEqual([1, 2]);
    expect(isNewRow(state.rows[0])).toBe(false);
    expect(state.rows[1].id.startsWith(TEMP_ID_PREFIX)).toBe(true);
  });

  it('adds new rows at the bottom by default or at an index, renumbering', () => {
    const bottom = addRows(existing(), [{ name: '丙' }], undefined, 'orderNum');
    expect(bottom.rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['甲', 1],
      ['乙', 2],
      ['丙', 3],
    ]);
    expect(isNewRow(bottom.rows[2])).toBe(true);
    const top = addRows(existing(), [{ name: '丙' }], 0, 'orderNum');
    expect(top.rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['丙', 1],
      ['甲', 2],
      ['乙', 3],
    ]);
  });

  it('discards a removed new row and records a removed existing row as deleted', () => {
    const added = addRows(existing(), [{ name: '丙' }], undefined, 'orderNum');
    const newId = added.rows[2].id;
    const after = removeRows(added, [newId, 'a'], 'orderNum');
    expect(after.rows.map((r) => [r.id, r.orderNum])).toEqual([['b', 1]]);
    expect(after.deletedIds).toEqual(['a']);
    expect(removeRows(after, 'b', 'orderNum').deletedIds).toEqual(['a', 'b']);
  });

  it('throws when removing with an argument that is not a string or string array', () => {
    expect(() => removeRows(existing(), 3, 'orderNum')).toThrow(TypeError);
    expect(() => removeRows(existing(), { id: 'a' }, 'orderNum')).toThrow(TypeError);
    expect(() => removeRows(existing(), ['a', 1], 'orderNum')).toThrow(TypeError);
  });

  it('moves a row and renumbers; out-of-range moves change nothing', () => {
    const state = addRows(existing(), [{ name: '丙' }], undefined, 'orderNum');
    const moved = moveRow(state, 2, 0, 'orderNum');
    expect(moved.rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['丙', 1],
      ['甲', 2],
      ['乙', 3],
    ]);
    expect(moveRow(state, 0, 9, 'orderNum')).toBe(state);
  });

  it('keeps the other rows identical when a cell changes', () => {
    const state = existing();
    const next = updateRow(state, 'b', { name: '乙改' });
    expect(next.rows[0]).toBe(state.rows[0]);
    expect(next.rows[1]).toEqual({ id: 'b', name: '乙改', orderNum: 2 });
  });

  it('reads a new row without the id prefix, or without an id when asked', () => {
    const state = addRows(existing(), [{ name: '丙' }], undefined, undefined);
    const tmp = state.rows[2].id;
    expect(readRows(state.rows)[2].id).toBe(tmp.slice(TEMP_ID_PREFIX.length));
    expect(readRows(state.rows, true)[2]).toEqual({ name: '丙' });
    expect(readRows(state.rows, true)[0].id).toBe('a');
  });

  it('disables rows whose field matches a value or one of several', () => {
    expect(isRowDisabled({ status: '2' }, { status: '2' })).toBe(true);
    expect(isRowDisabled({ status: '3' }, { status: ['2', '3'] })).toBe(true);
    expect(isRowDisabled({ status: '1' }, { status: ['2', '3'] })).toBe(false);
    expect(isRowDisabled({ status: '2' }, undefined)).toBe(false);
  });
});
