import { sysPosition } from '@yunzhan/common/entities/system/position';
import { describe, expect, it } from 'vitest';
import { bulkColumns, changesOf } from './BulkEditModal';

describe('bulk edit', () => {
  it('edits the listed plain-text fields of a schema in the grid', () => {
    expect(bulkColumns(sysPosition).map((c) => c.key)).toEqual(['code', 'name']);
  });

  it('sends only the changed cells of the changed rows', () => {
    const before = [
      { id: 'a', code: 'A', name: '甲', qty: 1 },
      { id: 'b', code: 'B', name: '乙', qty: null },
    ];
    const after = [
      { id: 'a', code: 'A', name: '甲二', qty: '1' },
      { id: 'b', code: 'B', name: '乙', qty: '' },
      { id: 'x', code: 'X', name: '?' },
    ];
    expect(changesOf(before, after, ['code', 'name', 'qty'])).toEqual([{ id: 'a', values: { name: '甲二' } }]);
  });
});
