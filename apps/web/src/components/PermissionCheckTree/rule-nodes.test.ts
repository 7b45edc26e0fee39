import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '../../api/system-tree';
import { markRuleNodes } from './rule-nodes';

const node = (key: string, ruleFlag: number, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  parentId: null,
  isLeaf: !children,
  ruleFlag,
  ...(children ? { children } : {}),
});

describe('markRuleNodes', () => {
  it('makes only the menus with data rules selectable, at every level, without changing the input', () => {
    const tree = [node('system', 0, [node('user', 1, [node('user:add', 0)]), node('role', 0)])];
    const marked = markRuleNodes(tree);
    const flat = (nodes: PermissionTreeNode[]): [string, unknown][] =>
      nodes.flatMap((n) => [[n.key, (n as { selectable?: boolean }).selectable], ...flat(n.children ?? [])]);
    expect(flat(marked)).toEqual([
      ['system', false],
      ['user', true],
      ['user:add', false],
      ['role', false],
    ]);
    expect('selectable' in tree[0]).toBe(false);
    expect(marked[0].children?.[0].children?.[0].title).toBe('user:add');
  });
});
