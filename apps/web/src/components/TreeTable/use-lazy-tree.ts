import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAction } from '../../api/http';
import {
  expandableIds,
  LAZY_TREE_TEXTS,
  type LazyRow,
  loadedTree,
  needsLoading,
  putChildren,
  readRows,
  withPlaceholders,
} from './lazy-tree';

/** Where a lazy tree loads its levels (spec §8 "Tree table"). */
export interface LazyTreeSource<R extends LazyRow = LazyRow> {
  /** GET url of one level; answers `result` as an array or `result.records`. */
  url: string;
  /** Another url for the levels below the roots; default `url`. */
  childrenUrl?: string;
  /** The query parameter naming the parent; default `parentId`. */
  parentKey?: string;
  /** The parent value of the roots; unset: the roots are loaded without the parent parameter. */
  topValue?: string;
  /** Extra equality filters, sent as the JSON parameter `condition`. */
  condition?: Record<string, unknown>;
  /** Extra query parameters of every request. */
  query?: Record<string, unknown>;
  /** Whether a row has children to load; default its `hasChildren` field. */
  hasChildren?(row: R): boolean;
}

export interface LazyTree<R extends LazyRow = LazyRow> {
  rows: R[];
  loading: boolean;
  expandedKeys: string[];
  /** The table's expansion changed: a newly opened row with a placeholder loads its children. */
  onExpandedRowsChange(keys: readonly React.Key[]): void;
  /** Loads the roots again, and again the children of the rows that stay open. */
  reload(): Promise<void>;
  /** Shows a whole tree at once (nothing left to load) with every branch open: "expand all". */
  showWhole(tree: readonly R[]): void;
  collapseAll(): void;
}

const byField = (row: LazyRow) => row.hasChildren === true;

function findRow<R extends LazyRow>(rows: readonly R[], id: string): R | undefined {
  for (const row of rows) {
    if (row.id === id) return row;
    const inner = row.children && findRow(row.children as R[], id);
    if (inner) return inner;
  }
  return undefined;
}

/** The state of a lazy tree table: roots on mount, a level on the first expansion of a row (spec §4, §8). */
export function useLazyTree<R extends LazyRow>(source: LazyTreeSource<R>): LazyTree<R> {
  const { message } = App.useApp();
  const [rows, setRows] = useState<R[]>([]);
  const [loading, setLoading] = useState(true);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const expandedRef = useRef(expandedKeys);
  expandedRef.current = expandedKeys;
  const generation = useRef(0);
  const sourceKey = JSON.stringify([
    source.url,
    source.childrenUrl,
    source.parentKey,
    source.topValue,
    source.condition,
    source.query,
  ]);
  const sourceRef = useRef(source);
  sourceRef.current = source;

  /** One level: the rows with their placeholders, or undefined when the answer is not understood. */
  const fetchLevel = useCallback(
    async (parentId: string | undefined): Promise<R[] | undefined> => {
      const s = sourceRef.current;
      const parent = parentId ?? s.topValue;
      const params: Record<string, unknown> = { ...s.query };
      if (parent !== undefined) params[s.parentKey ?? 'parentId'] = parent;
      if (s.condition) params.condition = JSON.stringify(s.condition);
      const answer = await getAction<unknown>(parentId === undefined ? s.url : (s.childrenUrl ?? s.url), params);
      if (!answer.success) {
        message.warning(answer.message);
        return undefined;
      }
      const found = readRows<R>(answer.result);
      if (!found) {
        message.warning(LAZY_TREE_TEXTS.unrecognised);
        return undefined;
      }
      return withPlaceholders(found, s.hasChildren ?? byField);
    },
    [message],
  );

  const loadChildren = useCallback(
    async (id: string) => {
      const gen = generation.current;
      const children = await fetchLevel(id).catch(() => undefined);
      if (gen !== generation.current) return;
      if (children) setRows((current) => putChildren(current, id, children));
      // Not loaded: closed again, so the next expansion tries once more.
      else setExpandedKeys((keys) => keys.filter((key) => key !== id));
    },
    [fetchLevel],
  );

  const reload = useCallback(async () => {
    const gen = ++generation.current;
    setLoading(true);
    try {
      const roots = await fetchLevel(undefined);
      if (gen !== generation.current || !roots) return;
      let tree = roots;
      const tried = new Set<string>();
      const pending = () =>
        expandedRef.current.filter((id) => {
          const row = findRow(tree, id);
          return row && needsLoading(row) && !tried.has(id);
        });
      for (let open = pending(); open.length; open = pending()) {
        const levels = await Promise.all(open.map(async (id) => [id, await fetchLevel(id)] as const));
        if (gen !== generation.current) return;
        for (const [id, children] of levels) {
          tried.add(id);
          if (children) tree = putChildren(tree, id, children);
        }
      }
      setRows(tree);
      setExpandedKeys((keys) =>
        keys.filter((id) => {
          const row = findRow(tree, id);
          return row?.children?.length && !needsLoading(row);
        }),
      );
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, [fetchLevel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the source's content, not its identity, decides.
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [sourceKey, reload]);

  const onExpandedRowsChange = useCallback(
    (keys: readonly React.Key[]) => {
      const next = keys.map(String);
      const opened = next.filter((key) => !expandedRef.current.includes(key));
      setExpandedKeys(next);
      for (const id of opened) {
        const row = findRow(rows, id);
        if (row && needsLoading(row)) void loadChildren(id);
      }
    },
    [rows, loadChildren],
  );

  const showWhole = useCallback((tree: readonly R[]) => {
    generation.current++;
    const whole = loadedTree(tree);
    setRows(whole);
    setLoading(false);
    setExpandedKeys(expandableIds(whole));
  }, []);

  return useMemo(
    () => ({
      rows,
      loading,
      expandedKeys,
      onExpandedRowsChange,
      reload,
      showWhole,
      collapseAll: () => setExpandedKeys([]),
    }),
    [rows, loading, expandedKeys, onExpandedRowsChange, reload, showWhole],
  );
}
