import type { CategoryNode } from '@yunzhan/common/entities/system/index';
import { getAction } from './http';

export type { CategoryNode };

const BASE = '/sys/category';

/** Children of the node whose code is `pcode` (empty: the top level); `full` loads the whole subtree. */
export const loadCategoryRoot = (pcode: string, full = false) =>
  getAction<CategoryNode[]>(`${BASE}/loadTreeRoot`, { async: String(!full), pcode });

export const loadCategoryChildren = (pid: string) => getAction<CategoryNode[]>(`${BASE}/loadTreeChildren`, { pid });

/** Names of category ids, in the ids' order. */
export const loadCategoryNames = (ids: readonly string[]) =>
  getAction<string[]>(`${BASE}/loadDictItem/`, { ids: ids.join(','), delNotExist: 'false' });
