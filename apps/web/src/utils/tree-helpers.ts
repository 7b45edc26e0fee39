/** Pure helpers for the department and menu trees (JeecgBoot tree shapes: `key`, `children` may be null). */

export interface TreeNode<T> {
  key: string;
  children?: readonly T[] | null;
}

/** Visits every node, parents before children. */
export function* walkTree<T extends TreeNode<T>>(nodes: readonly T[], parent?: T): Generator<[T, T | undefined]> {
  for (const node of nodes) {
    yield [node, parent];
    if (node.children?.length) yield* walkTree(node.children, node);
  }
}

export const allKeys = <T extends TreeNode<T>>(nodes: readonly T[]): string[] =>
  [...walkTree(nodes)].map(([node]) => node.key);

/** Keys of the nodes that have children: what "expand all" opens. */
export const branchKeys = <T extends TreeNode<T>>(nodes: readonly T[]): string[] =>
  [...walkTree(nodes)].filter(([node]) => node.children?.length).map(([node]) => node.key);

export const leafKeys = <T extends TreeNode<T>>(nodes: readonly T[]): string[] =>
  [...walkTree(nodes)].filter(([node]) => !node.children?.length).map(([node]) => node.key);

export function findNode<T extends TreeNode<T>>(nodes: readonly T[], key: string): T | undefined {
  for (const [node] of walkTree(nodes)) if (node.key === key) return node;
  return undefined;
}

/** A copy without empty `children` (null or []), so tables and trees show no expander on leaves. */
export function pruneEmptyChildren<T extends TreeNode<T>>(nodes: readonly T[]): T[] {
  return nodes.map((node) => {
    const { children, ...rest } = node;
    return (children?.length ? { ...rest, children: pruneEmptyChildren(children) } : rest) as T;
  });
}

/**
 * Linked check mode (spec §4 "Department tree check mode toggles between linked and unlinked"): a parent is part
 * of the grant when any of its descendants is. The selection becomes the selected leaves plus their ancestors,
 * which is exactly what a linked tree shows as checked or half-checked.
 */
export function linkSelection<T extends TreeNode<T>>(nodes: readonly T[], selected: Iterable<string>): string[] {
  const wanted = new Set(selected);
  const parentOf = new Map<string, string | undefined>();
  for (const [node, parent] of walkTree(nodes)) parentOf.set(node.key, parent?.key);
  const result = new Set<string>();
  for (const key of leafKeys(nodes)) {
    if (!wanted.has(key)) continue;
    for (let k: string | undefined = key; k !== undefined && !result.has(k); k = parentOf.get(k)) result.add(k);
  }
  return [...result];
}

/**
 * The keys to hand to a checkable tree: in linked mode only the leaves (antd derives the parents and would
 * otherwise check every child of a granted parent), in unlinked mode the selection as it is.
 */
export function displayedCheckedKeys<T extends TreeNode<T>>(
  nodes: readonly T[],
  selected: readonly string[],
  linked: boolean,
): string[] {
  if (!linked) return [...selected];
  const leaves = new Set(leafKeys(nodes));
  return selected.filter((key) => leaves.has(key));
}

/** The selection after a check in the tree: in linked mode half-checked parents belong to it. */
export function selectionAfterCheck(checked: readonly string[], halfChecked: readonly string[], linked: boolean) {
  return linked ? [...new Set([...checked, ...halfChecked])] : [...checked];
}

export interface GrantDiff {
  added: string[];
  removed: string[];
}

export function grantDiff(current: readonly string[], last: readonly string[]): GrantDiff {
  const now = new Set(current);
  const before = new Set(last);
  return { added: current.filter((id) => !before.has(id)), removed: last.filter((id) => !now.has(id)) };
}

/** The body of saveDepartPermission / saveDeptRolePermission: the server applies the difference of the two. */
export const grantChange = (current: readonly string[], last: readonly string[]) => ({
  permissionIds: current.join(','),
  lastpermissionIds: last.join(','),
});
