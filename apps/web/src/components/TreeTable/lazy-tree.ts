import { translated } from '../../locales/i18n';
/** Pure state of the lazy tree table (spec §4, §8): rows, their 'loading...' placeholders and loaded children. */

export const LOADING_TEXT = 'loading...';
export const LAZY_TREE_TEXTS = translated({ unrecognised: 'treeTable.unrecognised' });

/** A row of a lazy tree: `hasChildren` rows carry a placeholder child until their children arrive. */
export interface LazyRow {
  id: string;
  hasChildren?: boolean;
  children?: LazyRow[];
  [field: string]: unknown;
}

export interface PlaceholderRow extends LazyRow {
  /** Marks the 'loading...' child of a row whose children are not loaded yet. */
  placeholder: true;
}

export const isPlaceholder = (row: LazyRow): row is PlaceholderRow => row.placeholder === true;

const placeholderOf = (parent: LazyRow): PlaceholderRow => ({ id: `${parent.id}__loading`, placeholder: true });

/** The server's rows as table rows: a `hasChildren` row gets the placeholder child, others no expander. */
export function withPlaceholders<R extends LazyRow>(rows: readonly R[], hasChildren: (row: R) => boolean): R[] {
  return rows.map((row) => {
    const { children: _drop, ...rest } = row;
    return (hasChildren(row) ? { ...rest, children: [placeholderOf(row)] } : rest) as R;
  });
}

/** True while the row's children are not loaded: its only child is the placeholder. */
export const needsLoading = (row: LazyRow): boolean => row.children?.length === 1 && isPlaceholder(row.children[0]);

/** The rows of an answer: `result` as an array or `result.records` (a page); anything else is unrecognised. */
export function readRows<R>(result: unknown): R[] | undefined {
  if (Array.isArray(result)) return result as R[];
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: R[] }).records;
  }
  return undefined;
}

/**
 * A copy of the tree with `parentId`'s children replaced: the loaded rows (with their own placeholders), or none,
 * which makes the parent a leaf (no expander).
 */
export function putChildren<R extends LazyRow>(tree: readonly R[], parentId: string, children: readonly R[]): R[] {
  return tree.map((row) => {
    if (row.id === parentId) {
      const { children: _old, ...rest } = row;
      return (children.length ? { ...rest, children } : { ...rest, hasChildren: false }) as R;
    }
    if (!row.children?.length || isPlaceholder(row.children[0])) return row;
    return { ...row, children: putChildren(row.children as R[], parentId, children) };
  });
}

/** A whole tree as loaded (e.g. for "expand all"): empty children arrays removed, nothing left to load. */
export function loadedTree<R extends LazyRow>(tree: readonly R[]): R[] {
  return tree.map((row) => {
    const { children, ...rest } = row;
    return (children?.length ? { ...rest, children: loadedTree(children as R[]) } : rest) as R;
  });
}

/** Ids of the rows that have loaded children: what "expand all" opens. */
export function expandableIds(tree: readonly LazyRow[]): string[] {
  const ids: string[] = [];
  const walk = (rows: readonly LazyRow[]) => {
    for (const row of rows) {
      if (!row.children?.length || isPlaceholder(row.children[0])) continue;
      ids.push(row.id);
      walk(row.children);
    }
  };
  walk(tree);
  return ids;
}
