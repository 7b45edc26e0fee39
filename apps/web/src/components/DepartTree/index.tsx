import { Empty, Input, Spin, Tag, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { DepartNode } from '../../api/system-tree';
import { useT } from '../../locales/i18n';
import { branchKeys, pruneEmptyChildren } from '../../utils/tree-helpers';

export { useDepartTree } from './use-depart-tree';

interface Props {
  nodes: readonly DepartNode[];
  loading: boolean;
  selectedKey: string | null;
  onSelect(node: DepartNode | null): void;
  onSearch(keyword: string): void;
  /** Checked departments (unlinked); without `onCheck` the tree has no check boxes. */
  checkedKeys?: string[];
  onCheck?(keys: string[]): void;
  /** Checking a department checks its sub-departments too (the picker's 父子关联). */
  linked?: boolean;
}

/** The searchable department tree: select a department to see it, optionally check departments to act on them. */
export default function DepartTree({
  nodes,
  loading,
  selectedKey,
  checkedKeys,
  onSelect,
  onCheck,
  onSearch,
  linked = false,
}: Props) {
  const t = useT();
  const treeData = useMemo(() => pruneEmptyChildren(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded(branchKeys(treeData)), [treeData]);

  return (
    <>
      <Input.Search
        placeholder={t('depart.searchPlaceholder')}
        allowClear
        enterButton
        onSearch={(value) => onSearch(value.trim())}
      />
      <div style={{ marginTop: 12, minHeight: 200, maxHeight: 'calc(100vh - 320px)', overflow: 'auto' }}>
        {loading ? (
          <Spin style={{ display: 'block', margin: 32 }} />
        ) : treeData.length ? (
          <Tree<DepartNode>
            checkable={!!onCheck}
            checkStrictly={!linked}
            blockNode
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={selectedKey ? [selectedKey] : []}
            onSelect={(_keys, info) => onSelect(info.selected ? info.node : null)}
            checkedKeys={
              onCheck ? (linked ? (checkedKeys ?? []) : { checked: checkedKeys ?? [], halfChecked: [] }) : undefined
            }
            onCheck={(checked) => onCheck?.((Array.isArray(checked) ? checked : checked.checked).map(String))}
            titleRender={(node) => (
              <span>
                {node.departName}
                <Tag variant="filled" style={{ marginInlineStart: 6, fontSize: 12 }}>
                  {node.orgCode}
                </Tag>
              </span>
            )}
          />
        ) : (
          <Empty description={t('common.noData')} />
        )}
      </div>
    </>
  );
}
