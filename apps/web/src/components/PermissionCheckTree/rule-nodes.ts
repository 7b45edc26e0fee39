import type { PermissionTreeNode } from '../../api/system-tree';

/** A copy of the tree where only the menus with data rules (`ruleFlag` 1) can be selected (clicked). */
export function markRuleNodes(nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] {
  return nodes.map((node) => ({
    ...node,
    selectable: node.ruleFlag === 1,
    ...(node.children ? { children: markRuleNodes(node.children) } : {}),
  }));
}
