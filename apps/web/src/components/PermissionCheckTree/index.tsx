import { FilterOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Space, Spin, Switch, Tooltip, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type GrantChange, type PermissionTree, type PermissionTreeNode, unwrap } from '../../api/system-tree';
import type { Envelope } from '../../api/types';
import { t } from '../../locales/i18n';
import { showRefusal } from '../../utils/refusal';
import {
  allKeys,
  branchKeys,
  displayedCheckedKeys,
  grantChange,
  grantDiff,
  linkSelection,
  pruneEmptyChildren,
  selectionAfterCheck,
} from '../../utils/tree-helpers';
import { markRuleNodes } from './rule-nodes';

interface Props {
  /** Query key of the granted ids; the tree is cached under it too. */
  queryKey: readonly unknown[];
  loadTree(): Promise<Envelope<PermissionTree>>;
  loadGranted(): Promise<Envelope<string[]>>;
  save(change: GrantChange): Promise<Envelope<unknown>>;
  /** Whether the save button is shown (button permission). */
  canSave: boolean;
  emptyText?: string;
  /** Height limit of the tree (it scrolls inside); default 520 px. */
  maxHeight?: number | string;
  /** Makes the menus that have data rules (`ruleFlag` 1) clickable, marked with a filter icon. */
  onRuleNode?(node: PermissionTreeNode): void;
}

const ruleTitle = (node: PermissionTreeNode) =>
  node.ruleFlag === 1 ? (
    <Tooltip title={t('perm.dataRuleHint')}>
      <span>
        {node.title} <FilterOutlined style={{ color: 'var(--ant-color-primary)' }} aria-label={t('perm.dataRule')} />
      </span>
    </Tooltip>
  ) : (
    node.title
  );

/**
 * A checkable menu tree for granting permissions, saved with diff semantics (the ids now and the ids loaded).
 * "父子关联" switches between linked checking (a parent follows its children) and unlinked (each node alone).
 */
export default function PermissionCheckTree({
  queryKey,
  loadTree,
  loadGranted,
  save,
  canSave,
  emptyText,
  maxHeight = 520,
  onRuleNode,
}: Props) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const tree = useQuery({ queryKey: [...queryKey, 'tree'], queryFn: async () => unwrap(await loadTree()) });
  const granted = useQuery({ queryKey: [...queryKey, 'granted'], queryFn: async () => unwrap(await loadGranted()) });
  const withRules = !!onRuleNode;
  const nodes = useMemo(() => {
    const pruned = pruneEmptyChildren(tree.data?.treeList ?? []);
    return withRules ? markRuleNodes(pruned) : pruned;
  }, [tree.data, withRules]);

  const [selected, setSelected] = useState<string[]>([]);
  const [linked, setLinked] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => setSelected(granted.data ?? []), [granted.data]);
  useEffect(() => setExpanded(branchKeys(nodes)), [nodes]);

  const saving = useMutation({
    mutationFn: async () => unwrap(await save(grantChange(selected, granted.data ?? []))),
    onSuccess: async () => {
      message.success(t('perm.saved'));
      await client.invalidateQueries({ queryKey: [...queryKey, 'granted'] });
    },
    onError: showRefusal(message),
  });

  const toggleLinked = (on: boolean) => {
    if (on) setSelected(linkSelection(nodes, selected));
    setLinked(on);
  };

  if (tree.isPending || granted.isPending) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (!nodes.length) return <Empty description={emptyText} />;

  const diff = grantDiff(selected, granted.data ?? []);
  const unchanged = !diff.added.length && !diff.removed.length;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Space wrap>
          <span>
            {t('perm.linked')}{' '}
            <Switch size="small" checked={linked} onChange={toggleLinked} aria-label={t('perm.linked')} />
          </span>
          <Button size="small" onClick={() => setSelected(allKeys(nodes))}>
            {t('perm.checkAll')}
          </Button>
          <Button size="small" onClick={() => setSelected([])}>
            {t('perm.uncheckAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded(branchKeys(nodes))}>
            {t('perm.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('perm.collapseAll')}
          </Button>
        </Space>
        {canSave && (
          <Button type="primary" loading={saving.isPending} disabled={unchanged} onClick={() => saving.mutate()}>
            {t('common.save')}
          </Button>
        )}
      </Flex>
      <Tree
        checkable
        checkStrictly={!linked}
        treeData={nodes}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        checkedKeys={displayedCheckedKeys(nodes, selected, linked)}
        onCheck={(checked, info) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          setSelected(selectionAfterCheck(keys.map(String), (info.halfCheckedKeys ?? []).map(String), linked));
        }}
        selectable={!!onRuleNode}
        selectedKeys={[]}
        onSelect={(_keys, info) => onRuleNode?.(info.node)}
        titleRender={onRuleNode ? ruleTitle : undefined}
        style={{ maxHeight, overflow: 'auto' }}
      />
    </Flex>
  );
}
