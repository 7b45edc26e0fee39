/** A node of the reorder tree: children undefined until loaded. */
export interface OrderNode {
  key: string;
  title: string;
  isLeaf?: boolean;
  children?: OrderNode[];
}

/** Where a dragged node lands: a parent (null at the root) and its index among the parent's children. */
export interface Drop {
  /** The node dropped on. */
  target: string;
  /** Into the target (as its first child), or before / after it. */
  where: 'into' | 'before' | 'after';
}

const detach = (nodes: OrderNode[], key: string): [OrderNode[], OrderNode | undefined] => {
  let found: OrderNode | undefined;
  const walk = (list: OrderNode[]): OrderNode[] =>
    list.flatMap((n) => {
      if (n.key === key) {
        found = n;
        return [];
      }
      return [n.children ? { ...n, children: walk(n.children) } : n];
    });
  return [walk(nodes), found];
};

/**
 * Moves `key` as a drop says; answers the new tree and the siblings at the landing place in their new order (the
 * orders to save), with their parent. Dropping a node into itself or a descendant changes nothing.
 */
export function moveNode(
  tree: OrderNode[],
  key: string,
  drop: Drop,
): { tree: OrderNode[]; parent: string | null; siblings: string[] } | undefined {
  const [rest, node] = detach(tree, key);
  if (!node || key === drop.target) return undefined;
  let result: { parent: string | null; siblings: string[] } | undefined;
  const place = (list: OrderNode[], parent: string | null): OrderNode[] => {
    const out: OrderNode[] = [];
    for (const n of list) {
      if (n.key === drop.target && drop.where === 'into') {
        const children = [node, ...(n.children ?? [])];
        result = { parent: n.key, siblings: children.map((c) => c.key) };
        out.push({ ...n, isLeaf: false, children: n.children ? children : undefined });
        continue;
      }
      if (n.key === drop.target && drop.where === 'before') out.push(node);
      out.push(n.children ? { ...n, children: place(n.children, n.key) } : n);
      if (n.key === drop.target && drop.where === 'after') out.push(node);
      if (n.key === drop.target && drop.where !== 'into') result = { parent, siblings: [] };
    }
    if (result && result.parent === parent && !result.siblings.length && out.some((n) => n.key === key)) {
      result.siblings = out.map((n) => n.key);
    }
    return out;
  };
  const next = place(rest, null);
  return result ? { tree: next, ...result } : undefined;
}

/** Replaces the children of `key` (lazy loading). */
export function withChildren(tree: OrderNode[], key: string, children: OrderNode[]): OrderNode[] {
  return tree.map((n) =>
    n.key === key
      ? { ...n, children, isLeaf: !children.length }
      : n.children
        ? { ...n, children: withChildren(n.children, key, children) }
        : n,
  );
}
