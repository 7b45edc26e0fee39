import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import type { DepartNode } from '../../../api/system-tree';
import TreeTable, { isPlaceholder, type LazyRow, useLazyTree } from '../../../components/TreeTable';
import { t } from '../../../locales/i18n';

type DepartRow = DepartNode & LazyRow;

interface Props {
  selectedKey: string | null;
  onSelect(id: string | null): void;
  /** Checked departments (unlinked), to act on them. */
  checkedKeys: string[];
  onCheck(keys: string[]): void;
  /** Changes after a write: the open levels load again. */
  version: number;
}

/** The departments as a lazy tree table: one level per expansion (contract §7.4 queryDepartTreeSync). */
export default function DepartTable({ selectedKey, onSelect, checkedKeys, onCheck, version }: Props) {
  const tree = useLazyTree<DepartRow>({ url: '/sys/sysDepart/queryDepartTreeSync', parentKey: 'pid' });
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void tree.reload().catch(() => undefined);
  }, [version, tree]);

  return (
    <TreeTable<DepartRow>
      tree={tree}
      size="small"
      scroll={{ y: 'calc(100vh - 360px)' }}
      columns={[
        { key: 'departName', dataIndex: 'departName', title: t('depart.name'), ellipsis: true },
        {
          key: 'orgCode',
          dataIndex: 'orgCode',
          title: t('depart.orgCode'),
          width: 130,
          render: (code: string) => <Tag variant="filled">{code}</Tag>,
        },
      ]}
      rowSelection={{
        selectedRowKeys: checkedKeys,
        checkStrictly: true,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onCheck(keys.map(String)),
      }}
      rowClassName={(row) => (row.id === selectedKey ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({
        style: { cursor: 'pointer' },
        onClick: () => {
          if (!isPlaceholder(row)) onSelect(row.id === selectedKey ? null : row.id);
        },
      })}
    />
  );
}
