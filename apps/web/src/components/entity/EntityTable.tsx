import type { EntityDef } from '@yunzhan/common/entities/index';
import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key } from 'react';
import type { Row } from '../../api/entity';
import { entityColumns, pinnedLast } from './columns';
import type { Sorter } from './list-params';
import { type ActionColumnOptions, actionColumn } from './RowActions';
import { useEntityT } from './texts';
import type { ListPage } from './use-list-page';

export interface TableSelection {
  selectedRowKeys: readonly string[];
  onChange(keys: Key[], rows: Row[]): void;
  /** Tree rows: a parent's checkbox does not check its children. */
  checkStrictly?: boolean;
}

export interface TreeRows {
  expandedRowKeys: readonly string[];
  onExpandedRowsChange(keys: string[]): void;
}

export interface EntityTableProps<R extends Row = Row> {
  entity: EntityDef;
  rows: readonly R[];
  loading?: boolean;
  /** The current sort, shown on the sortable columns. */
  sorter?: Sorter;
  /** false: every row on one page (a short list or a tree). */
  pagination?: TablePaginationConfig | false;
  onChange?: TableProps<R>['onChange'];
  /** Adjusts the schema's columns (add, drop, reorder, render differently); the action column follows. */
  columns?(base: ColumnsType<R>): ColumnsType<R>;
  /** The action column (编辑 / 详情 / page actions / 删除); none when absent. */
  actions?: Omit<ActionColumnOptions, 'title'> & { title?: string };
  /** Row checkboxes; none when absent. */
  selection?: TableSelection;
  /** Rows carry their children in `children`: expandable tree rows. */
  tree?: TreeRows;
  /** Horizontal scroll width; default 'max-content'. */
  scrollX?: number | 'max-content';
  bordered?: boolean;
}

/**
 * The table of an entity's rows: the schema's listed fields as columns (dictionary and reference texts from
 * `<field>_dictText`), the row actions, selection, paging and tree rows as options.
 */
export default function EntityTable<R extends Row = Row>({
  entity,
  rows,
  loading,
  sorter,
  pagination = false,
  onChange,
  columns: adjust,
  actions,
  selection,
  tree,
  scrollX = 'max-content',
  bordered = true,
}: EntityTableProps<R>) {
  const t = useEntityT();
  const base = entityColumns(entity, sorter, t) as ColumnsType<R>;
  const columns: ColumnsType<R> = [
    ...pinnedLast(adjust ? adjust(base) : base),
    ...(actions ? [actionColumn({ title: t('actions'), ...actions }) as ColumnsType<R>[number]] : []),
  ];
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      bordered={bordered}
      scroll={{ x: scrollX }}
      columns={columns}
      dataSource={rows as R[]}
      loading={loading}
      pagination={pagination}
      onChange={onChange}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.selectedRowKeys],
          checkStrictly: selection.checkStrictly,
          preserveSelectedRowKeys: true,
          onChange: (keys, selected) => selection.onChange(keys, selected),
        }
      }
      expandable={
        tree && {
          expandedRowKeys: [...tree.expandedRowKeys],
          onExpandedRowsChange: (keys) => tree.onExpandedRowsChange(keys.map(String)),
        }
      }
    />
  );
}

/** The table props of a list page's state: rows, loading, sort, paging, selection and their changes. */
export function listTableProps(list: ListPage) {
  return {
    rows: list.rows,
    loading: list.loading,
    sorter: list.isorter,
    pagination: list.pagination,
    onChange: ((pagination, filters, sort) => list.onTableChange(pagination, filters, sort)) as NonNullable<
      TableProps<Row>['onChange']
    >,
    selection: list.selection,
  } satisfies Partial<EntityTableProps>;
}
