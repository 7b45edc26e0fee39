import { TreeSelect } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { type LazyNode, loadedTitles, splitValue, TREE_DROPDOWN_MAX_HEIGHT, withChildren } from './tree-select-rules';

/** Where a lazy tree select reads its nodes. A loader rejects with the message to show. */
export interface TreeLoaders {
  /** A key that changes when the loaders read something else (reloads the roots). */
  key: string;
  roots(): Promise<LazyNode[]>;
  children(parent: string): Promise<LazyNode[]>;
  /** Texts of values not loaded yet, in the values' order. */
  titles(values: readonly string[]): Promise<string[]>;
}

export interface LazyTreeSelectProps {
  /** One value, or several comma-joined when `multiple`. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * The tree select both tree widgets share: roots first, children when a node opens, values named even before
 * their branch is loaded, dropdown at most 400 px high. A failed root load shows the server's message.
 */
export default function LazyTreeSelect({
  loaders,
  value,
  onChange,
  multiple,
  disabled,
  placeholder = t('common.select'),
  id,
}: LazyTreeSelectProps & { loaders: TreeLoaders }) {
  const [nodes, setNodes] = useState<LazyNode[]>([]);
  const [named, setNamed] = useState<Map<string, string>>(new Map());
  const values = useMemo(() => splitValue(value), [value]);
  // The select's own warnings go with it: a page left does not leave them on the next one.
  const messageKey = `lazy-tree-select-${useId()}`;
  const warn = (text: string) => feedback.message.warning({ content: text, key: messageKey });
  useEffect(() => () => feedback.message.destroy(messageKey), [messageKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the loaders read something else
  useEffect(() => {
    let live = true;
    loaders.roots().then(
      (roots) => live && setNodes(roots),
      (error: Error) => live && warn(error.message),
    );
    return () => {
      live = false;
    };
  }, [loaders.key]);

  const loaded = useMemo(() => loadedTitles(nodes), [nodes]);
  const missing = values.filter((v) => !loaded.has(v) && !named.has(v));
  const missingKey = missing.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for missing
  useEffect(() => {
    if (!missing.length) return;
    let live = true;
    loaders.titles(missing).then(
      (titles) => {
        if (!live) return;
        setNamed((m) => new Map([...m, ...missing.map((v, i) => [v, titles[i] ?? v] as [string, string])]));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missingKey, loaders.key]);

  const labelled = values.map((v) => ({ value: v, label: loaded.get(v) ?? named.get(v) ?? v }));

  return (
    <TreeSelect<{ value: string; label: string } | { value: string; label: string }[]>
      id={id}
      style={{ width: '100%' }}
      treeData={nodes}
      labelInValue
      value={multiple ? labelled : labelled[0]}
      onChange={(picked) => {
        const list = Array.isArray(picked) ? picked : picked ? [picked] : [];
        onChange?.(list.length ? list.map((p) => String(p.value)).join(',') : undefined);
      }}
      loadData={async (node) => {
        const parent = String(node.value);
        try {
          const children = await loaders.children(parent);
          setNodes((current) => withChildren(current, parent, children));
        } catch (error) {
          warn((error as Error).message);
        }
      }}
      multiple={multiple}
      treeCheckable={multiple}
      treeCheckStrictly={multiple}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      listHeight={TREE_DROPDOWN_MAX_HEIGHT}
      styles={{ popup: { root: { maxHeight: TREE_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
    />
  );
}
