import { describe, expect, it } from 'vitest';
import {
  expandableIds,
  isPlaceholder,
  type LazyRow,
  loadedTree,
  needsLoading,
  putChildren,
  readRows,
  withPlaceholders,
} from './lazy-tree';

const has = (row: LazyRow) => row.hasChildren === true;

describe('lazy tree state', () => {
  it('gives a hasChildren row one placeholder child and a leaf none', () => {
    const rows = withPlaceholders<LazyRow>(
      [
        { id: 'a', hasChildren: true },
        { id: 'b', children: [] },
      ],
      has,
    );
    expect(rows[0].children).toHaveLength(1);
    expect(isPlaceholder(rows[0].children![0])).toBe(true);
    expect(needsLoading(rows[0])).toBe(true);
    expect('children' in rows[1]).toBe(false);
  });

  it('reads an array, a page of records, and nothing else', () => {
    expect(readRows([{ id: '1' }])).toEqual([{ id: '1' }]);
    expect(readRows({ records: [{ id: '2' }], total: 1 })).toEqual([{ id: '2' }]);
    expect(readRows({ list: [] })).toBeUndefined();
    expect(readRows('x')).toBeUndefined();
    expect(readRows(null)).toBeUndefined();
  });

  it('puts loaded children under a nested parent; none makes it a leaf', () => {
    let tree: LazyRow[] = withPlaceholders<LazyRow>([{ id: 'a', hasChildren: true }], has);
    tree = putChildren(tree, 'a', withPlaceholders<LazyRow>([{ id: 'a1', hasChildren: true }, { id: 'a2' }], has));
    expect(tree[0].children?.map((r) => r.id)).toEqual(['a1', 'a2']);
    expect(needsLoading(tree[0].children![0])).toBe(true);
    tree = putChildren(tree, 'a1', []);
    const a1 = tree[0].children![0];
    expect(a1.children).toBeUndefined();
    expect(a1.hasChildren).toBe(false);
    expect(expandableIds(tree)).toEqual(['a']);
  });

  it('takes a whole tree as loaded, empty children dropped', () => {
    const tree = loadedTree([{ id: 'r', children: [{ id: 'c', children: [] }] }]);
    expect(tree[0].children?.[0]).toEqual({ id: 'c' });
    expect(expandableIds(tree)).toEqual(['r']);
  });
});
