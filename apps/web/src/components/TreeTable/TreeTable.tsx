import { LoadingOutlined } from '@ant-design/icons';
import { Space, Table, type TableProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { isPlaceholder, type LazyRow, LOADING_TEXT } from './lazy-tree';
import type { LazyTree } from './use-lazy-tree';

/** Columns that draw a placeholder row as one 'loading...' cell across the table. */
export function placeholderColumns<R extends LazyRow>(columns: ColumnsType<R>): ColumnsType<R> {
  return columns.map((column, index) => {
    const plain = column as ColumnType<R>;
    return {
      ...plain,
      onCell: (row, rowIndex) =>
        isPlaceholder(row) ? { colSpan: index === 0 ? columns.length : 0 } : (plain.onCell?.(row, rowIndex) ?? {}),
      render: (value, row, rowIndex) => {
        if (!isPlaceholder(row)) return plain.render ? plain.render(value, row, rowIndex) : value;
        return index === 0 ? (
          <Space size={6} className="tree-table-loading">
            <LoadingOutlined />
            {LOADING_TEXT}
          </Space>
        ) : null;
      },
    };
  });
}

export interface TreeTableProps<R extends LazyRow> extends Omit<TableProps<R>, 'dataSource' | 'loading' | 'rowKey'> {
  /** The lazy tree's state (`useLazyTree`). */
  tree: LazyTree<R>;
  columns: ColumnsType<R>;
}

/**
 * A table of a lazily loaded tree (spec §4, §8 "Tree table"): rows with `hasChildren` show a 'loading...' child and
 * load their children on first expansion; none returned makes the row a leaf.
 */
export default function TreeTable<R extends LazyRow>({ tree, columns, rowSelection, ...table }: TreeTableProps<R>) {
  return (
    <Table<R>
      rowKey="id"
      pagination={false}
      {...table}
      dataSource={tree.rows}
      loading={tree.loading}
      columns={placeholderColumns(columns)}
      expandable={{
        ...table.expandable,
        expandedRowKeys: tree.expandedKeys,
        onExpandedRowsChange: tree.onExpandedRowsChange,
      }}
      rowSelection={
        rowSelection && {
          ...rowSelection,
          getCheckboxProps: (row) =>
            isPlaceholder(row)
              ? { disabled: true, style: { display: 'none' } }
              : (rowSelection.getCheckboxProps?.(row) ?? {}),
        }
      }
    />
  );
}
