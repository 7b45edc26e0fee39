import { getAction } from './http';

/** A node of the category loaders (contract §7.9, spec §3). */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  label: string;
  name: string;
  code: string;
  parentId: string;
  leaf: 0 | 1;
  isLeaf: boolean;
  children?: CategoryNode[];
}

const BASE = '/sys/category';

/** Children of the node whose code is `pcode` (empty: the top level); `full` loads the whole subtree. */
export const loadCategoryRoot = (pcode: string, full = false) =>
  getAction<CategoryNode[]>(`${BASE}/loadTreeRoot`, { async: String(!full), pcode });

export const loadCategoryChildren = (pid: string) => getAction<CategoryNode[]>(`${BASE}/loadTreeChildren`, { pid });

/** Names of category ids, in the ids' order. */
export const loadCategoryNames = (ids: readonly string[]) =>
  getAction<string[]>(`${BASE}/loadDictItem/`, { ids: ids.join(','), delNotExist: 'false' });
