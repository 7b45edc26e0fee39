import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import SelectionBar from '../../components/entity/SelectionBar';
import { useEntityT } from '../../components/entity/texts';
import { useT } from '../../locales/screens/workflow';
import { feedback } from '../../utils/feedback';
import type { PagedList } from './use-paged-list';

/** 删除选中: shown while rows are selected, after a confirmation naming how many. */
export function BatchDeleteButton({ list, onDelete }: { list: PagedList; onDelete(ids: string[]): Promise<void> }) {
  const t = useT();
  const et = useEntityT();
  if (!list.selected.length) return null;
  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      onClick={() =>
        feedback.modal.confirm({
          title: et('confirmBatchDelete', { n: list.selected.length }),
          onOk: () => onDelete(list.selected),
        })
      }
    >
      {t('wf.deleteSelected')}
    </Button>
  );
}

interface Props<R> {
  list: PagedList<R>;
  columns: TableColumnsType<R>;
  /** Rows can be selected (for a batch action). */
  selectable: boolean;
  /** Widest the columns get before the table scrolls sideways. */
  width: number;
}

/** The list's rows, paged, with the selection bar when rows are selected. */
export default function PagedTable<R extends { id: string }>({ list, columns, selectable, width }: Props<R>) {
  return (
    <>
      <SelectionBar count={list.selected.length} onClear={list.clearSelection} />
      <Table<R>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        rowSelection={selectable ? list.rowSelection : undefined}
        pagination={list.pagination}
        onChange={list.onTableChange}
        scroll={{ x: width }}
      />
    </>
  );
}
