import { describe, expect, it } from 'vitest';
import {
  allKeys,
  branchKeys,
  displayedCheckedKeys,
  findNode,
  grantChange,
  grantDiff,
  leafKeys,
  linkSelection,
  pruneEmptyChildren,
  selectionAfterCheck,
} from './tree-helpers';

interface Node {
  key: string;
  children?: Node[] | null;
}

// sys ─┬─ user ─┬─ user:add
//      │        └─ user:delete
//      └─ role
// home
const TREE: Node[] = [
  {
    key: 'sys',
    children: [
      { key: 'user', children: [{ key: 'user:add' }, { key: 'user:delete', children: null }] },
      { key: 'role', children: [] },
    ],
  },
  { key: 'home' },
];

describe('tree data', () => {
  it('lists keys, branches and leaves', () => {
    expect(allKeys(TREE)).toEqual(['sys', 'user', 'user:add', 'user:delete', 'role', 'home']);
    expect(branchKeys(TREE)).toEqual(['sys', 'user']);
    expect(leafKeys(TREE)).toEqual(['user:add', 'user:delete', 'role', 'home']);
    expect(findNode(TREE, 'user:delete')?.key).toBe('user:delete');
    expect(findNode(TREE, 'nope')).toBeUndefined();
  });

  it('drops empty children so leaves get no expander', () => {
    const pruned = pruneEmptyChildren(TREE);
    expect(pruned[0].children?.[1]).toEqual({ key: 'role' });
    expect(pruned[0].children?.[0].children?.[1]).toEqual({ key: 'user:delete' });
    expect(TREE[0].children?.[1].children).toEqual([]);
  });
});

describe('linked and unlinked checking', () => {
  it('linked mode shows only leaves checked; antd derives the parents', () => {
    expect(displayedCheckedKeys(TREE, ['sys', 'user', 'user:add'], true)).toEqual(['user:add']);
    expect(displayedCheckedKeys(TREE, ['sys', 'user', 'user:add'], false)).toEqual(['sys', 'user', 'user:add']);
  });

  it('a linked check keeps half-checked parents in the grant', () => {
    expect(selectionAfterCheck(['user:add'], ['user', 'sys'], true)).toEqual(['user:add', 'user', 'sys']);
    expect(selectionAfterCheck(['user'], ['sys'], false)).toEqual(['user']);
  });

  it('switching to linked keeps selected leaves with their ancestors and drops parents without any', () => {
    expect(linkSelection(TREE, ['user:delete', 'role'])).toEqual(['user:delete', 'user', 'sys', 'role']);
    expect(linkSelection(TREE, ['sys', 'user'])).toEqual([]);
    expect(linkSelection(TREE, ['home', 'sys'])).toEqual(['home']);
  });
});

describe('permission grants (diff semantics)', () => {
  it('finds added and removed ids', () => {
    expect(grantDiff(['a', 'b', 'c'], ['b', 'd'])).toEqual({ added: ['a', 'c'], removed: ['d'] });
    expect(grantDiff(['a'], ['a'])).toEqual({ added: [], removed: [] });
  });

  it('sends the ids now and the ids loaded as comma strings', () => {
    expect(grantChange(['a', 'b'], ['b', 'd'])).toEqual({ permissionIds: 'a,b', lastpermissionIds: 'b,d' });
    expect(grantChange([], [])).toEqual({ permissionIds: '', lastpermissionIds: '' });
  });
});
