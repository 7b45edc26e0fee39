export * from './lazy-tree';
export { default, placeholderColumns, type TreeTableProps } from './TreeTable';
export { type LazyTree, type LazyTreeSource, useLazyTree } from './use-lazy-tree';
