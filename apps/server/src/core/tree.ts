/**
 * The one tree builder of the tree endpoints (departments, menus, grant trees): nests rows given in display
 * order. Roots are rows without a parent, or whose parent is not among the rows (an orphan stays visible and can
 * be deleted); a cycle is never followed twice. `toNode` learns whether the row has children; those are set on
 * the node's `children` when there are any.
 */
export function buildTree<R, N extends { children?: N[] | null }>(
  rows: readonly R[],
  idOf: (r: R) => string,
  parentOf: (r: R) => string | null | undefined,
  toNode: (r: R, isLeaf: boolean) => N,
): N[] {
  const ids = new Set(rows.map(idOf));
  const byParent = new Map<string, R[]>();
  const roots: R[] = [];
  for (const r of rows) {
    const parent = parentOf(r);
    if (!parent || !ids.has(parent) || parent === idOf(r)) {
      roots.push(r);
      continue;
    }
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const seen = new Set<string>();
  const build = (r: R): N => {
    seen.add(idOf(r));
    const kids = (byParent.get(idOf(r)) ?? []).filter((k) => !seen.has(idOf(k))).map(build);
    const node = toNode(r, kids.length === 0);
    if (kids.length) node.children = kids;
    return node;
  };
  return roots.map(build);
}
