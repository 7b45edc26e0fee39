import { useQuery } from '@tanstack/react-query';
import { Flex, Input, Modal, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { t } from '../../locales/i18n';
import { usePageState } from '../../utils/use-page-state';
import type { PickerSource } from './picker-source';

/** Spec §9: width 900, table height 240, page size 5 of 5/10/20/30. */
export const PICKER_MODAL = { width: 900, height: 240, pageSize: 5, pageSizes: ['5', '10', '20', '30'] } as const;

export interface PickerModalProps<T extends object> {
  source: PickerSource<T>;
  open: boolean;
  multiple?: boolean;
  /** Rows chosen before (kept across pages). */
  initial: T[];
  onOk(rows: T[]): void;
  onCancel(): void;
  /** A panel beside the table (the user picker's department tree) and the filters it sets. */
  aside?: ReactNode;
  filters?: Record<string, unknown>;
  width?: number;
}

/** The generic picker (spec §3): a row click toggles it in multi mode and replaces the choice in single mode. */
export default function PickerModal<T extends object>({
  source,
  open,
  multiple,
  initial,
  onOk,
  onCancel,
  aside,
  filters,
  width = PICKER_MODAL.width,
}: PickerModalProps<T>) {
  const { page, pagination, firstPage } = usePageState(PICKER_MODAL.pageSize);
  const [search, setSearch] = useState('');
  const key = (row: T) => String(row[source.rowKey]);
  const [chosen, setChosen] = useState<Map<string, T>>(() => new Map(initial.map((row) => [key(row), row])));
  const rows = useQuery({
    queryKey: ['picker', source.title, page, search, filters],
    queryFn: () => source.fetchPage({ ...page, ...filters, ...(search ? { [source.searchField]: search } : {}) }),
    enabled: open,
  });
  const toggle = (row: T) => {
    const next = new Map(multiple ? chosen : []);
    if (multiple && next.has(key(row))) next.delete(key(row));
    else next.set(key(row), row);
    setChosen(next);
  };

  return (
    <Modal
      title={source.title}
      open={open}
      width={width}
      maskClosable={false}
      onCancel={onCancel}
      onOk={() => onOk([...chosen.values()])}
      destroyOnHidden
    >
      <Flex gap={16}>
        {aside && <div style={{ width: 280, flexShrink: 0 }}>{aside}</div>}
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            placeholder={source.searchPlaceholder}
            allowClear
            enterButton={t('common.search')}
            onSearch={(text) => {
              setSearch(text.trim());
              firstPage();
            }}
          />
          <Table<T>
            size="small"
            rowKey={key}
            columns={source.columns}
            dataSource={rows.data?.records ?? []}
            loading={rows.isFetching}
            scroll={{ y: PICKER_MODAL.height }}
            pagination={pagination(rows.data?.total ?? 0, [...PICKER_MODAL.pageSizes])}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: [...chosen.keys()],
              preserveSelectedRowKeys: true,
              onSelect: (row) => toggle(row),
              onSelectAll: (selected, _all, changed) => {
                const next = new Map(chosen);
                for (const row of changed) {
                  if (selected) next.set(key(row), row);
                  else next.delete(key(row));
                }
                setChosen(next);
              },
            }}
            onRow={(row) => ({ onClick: () => toggle(row), style: { cursor: 'pointer' } })}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
