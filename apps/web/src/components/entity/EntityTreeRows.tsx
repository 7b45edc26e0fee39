import type { EntityDef } from '@yunzhan/common/entities/index';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import type { Row } from '../../api/entity';
import TreeTable, { type LazyRow, useLazyTree } from '../TreeTable';
import { entityColumns, pinnedLast } from './columns';
import type { TableSelection } from './EntityTable';
import { type ActionColumnOptions, actionColumn } from './RowActions';
import { useEntityT } from './texts';

type TreeRow = Row & LazyRow;

export interface EntityTreeRowsProps {
  entity: EntityDef;
  /** The action column, as in the flat table. */
  actions: Omit<ActionColumnOptions, 'title'>;
  /** Adjusts the schema's columns like the flat table's `columns`. */
  columns?(base: ColumnsType<Row>): ColumnsType<Row>;
  /** Bumped after a write: the tree loads again, keeping its open branches. */
  reloadSignal: number;
  /**
   * Row checkboxes (the list page's selection, for its batch actions); a parent's box does not check its children,
   * which may not be loaded yet.
   */
  selection?: TableSelection;
}

/**
 * The rows of a tree entity as a lazy tree table: the roots first, a node's children (`childList?pid=`) when it is
 * first opened; each row carries the schema's columns and the row actions.
 */
export default function EntityTreeRows({
  entity,
  actions,
  columns: adjust,
  reloadSignal,
  selection,
}: EntityTreeRowsProps) {
  const t = useEntityT();
  const tree = useLazyTree<TreeRow>({
    url: `${entity.apiBase}/childList`,
    parentKey: 'pid',
    hasChildren: (row) => row.hasChild === true,
  });
  const seen = useRef(reloadSignal);
  useEffect(() => {
    if (seen.current === reloadSignal) return;
    seen.current = reloadSignal;
    void tree.reload();
  }, [reloadSignal, tree.reload]);
  const base = entityColumns(entity, undefined, t);
  const columns = [...pinnedLast(adjust ? adjust(base) : base), actionColumn({ title: t('actions'), ...actions })];
  return (
    <TreeTable<TreeRow>
      tree={tree}
      columns={columns as ColumnsType<TreeRow>}
      size="middle"
      bordered
      scroll={{ x: 'max-content' }}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.selectedRowKeys],
          checkStrictly: true,
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => selection.onChange(keys, rows),
        }
      }
    />
  );
}
