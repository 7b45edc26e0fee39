import { translated } from '../../locales/i18n';
/** Spec §5 and §9 of the tree selects. */
export const TREE_SELECT_MESSAGES = translated({ condition: 'treeSelect.condition' });
export const TREE_DROPDOWN_MAX_HEIGHT = 400;

/** A node as the tree selects hold it: the value, its text, whether it may have children, and those loaded. */
export interface LazyNode {
  value: string;
  title: string;
  isLeaf: boolean;
  children?: LazyNode[];
}

/** A JTreeSelect `condition` must be a JSON object string (or absent); returns the message when it is not. */
export function conditionProblem(condition: string | undefined): string | undefined {
  if (!condition) return undefined;
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return undefined;
  } catch {
    // falls through to the message
  }
  return TREE_SELECT_MESSAGES.condition;
}

/** The tree with `children` set on the node whose value is `parent` (a new tree; the others are shared). */
export function withChildren(nodes: readonly LazyNode[], parent: string, children: LazyNode[]): LazyNode[] {
  return nodes.map((n) => {
    if (n.value === parent) return { ...n, children, isLeaf: children.length === 0 };
    if (n.children?.length) return { ...n, children: withChildren(n.children, parent, children) };
    return n;
  });
}

/** The comma-joined value as a list of distinct ids. */
export const splitValue = (value: string | null | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** Texts of the values found in the loaded tree. */
export function loadedTitles(nodes: readonly LazyNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.value, n.title);
    if (n.children) loadedTitles(n.children, out);
  }
  return out;
}
