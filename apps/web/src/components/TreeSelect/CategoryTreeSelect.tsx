import { useMemo } from 'react';
import { type CategoryNode, loadCategoryChildren, loadCategoryNames, loadCategoryRoot } from '../../api/category';
import type { Envelope } from '../../api/types';
import LazyTreeSelect, { type LazyTreeSelectProps, type TreeLoaders } from './LazyTreeSelect';
import type { LazyNode } from './tree-select-rules';

const toNode = (n: CategoryNode): LazyNode => ({ value: n.key, title: n.title, isLeaf: n.isLeaf });

/** The result of an envelope, or a rejection with the server's message. */
export function resultOf<T>(response: Envelope<T>): T {
  if (!response.success) throw new Error(response.message);
  return response.result;
}

export interface CategoryTreeSelectProps extends LazyTreeSelectProps {
  /** Code of the category whose children are the roots; empty: the top level. */
  pcode?: string;
}

/** Category tree select (spec §3, JCategorySelect): ids of `sys_category`, children loaded as nodes open. */
export default function CategoryTreeSelect({ pcode = '', ...props }: CategoryTreeSelectProps) {
  const loaders = useMemo<TreeLoaders>(
    () => ({
      key: pcode,
      roots: async () => resultOf(await loadCategoryRoot(pcode)).map(toNode),
      children: async (pid) => resultOf(await loadCategoryChildren(pid)).map(toNode),
      titles: async (ids) => resultOf(await loadCategoryNames(ids)),
    }),
    [pcode],
  );
  return <LazyTreeSelect loaders={loaders} {...props} />;
}
