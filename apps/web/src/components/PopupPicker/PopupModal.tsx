import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getAction } from '../../api/http';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { usePageState } from '../../utils/use-page-state';
import { POPUP_CACHE_MS, POPUP_MODAL_WIDTH, selectionProblem } from './popup-rules';

type Record_ = Record<string, unknown> & { id: string };

interface ReportColumns {
  columns: { title: string; dataIndex: string; customRender?: string }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

interface Props {
  code: string;
  open: boolean;
  multi: boolean;
  onOk(rows: Record_[]): void;
  onCancel(): void;
}

async function envelopeResult<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const response = await getAction<T>(url, params);
  if (!response.success) throw new Error(response.message);
  return response.result;
}

/** The popup report dialog (spec §2, §9): width 1200, the report's columns, search, paging; closing clears. */
export default function PopupModal({ code, open, multi, onOk, onCancel }: Props) {
  const { page, pagination, firstPage } = usePageState(10);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Record_[]>([]);
  const report = useQuery({
    queryKey: ['popup-columns', code],
    queryFn: () => envelopeResult<ReportColumns>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`),
    enabled: open,
    staleTime: POPUP_CACHE_MS,
  });
  const searchField = report.data?.columns[0]?.dataIndex;
  const rows = useQuery({
    queryKey: ['popup-data', report.data?.cgRpConfigId, page, keyword],
    queryFn: () =>
      envelopeResult<{ total: number; records: Record_[] }>(
        `/online/cgreport/api/getData/${encodeURIComponent(report.data?.cgRpConfigId ?? '')}`,
        { ...page, ...(keyword && searchField ? { [searchField]: `*${keyword}*` } : {}) },
      ),
    enabled: open && !!report.data,
    staleTime: POPUP_CACHE_MS,
  });
  const failure = report.error ?? rows.error;

  const close = () => {
    setChosen([]);
    onCancel();
  };
  const confirm = () => {
    const problem = selectionProblem(chosen.length, multi);
    if (problem) {
      feedback.message.warning(problem);
      return;
    }
    onOk(chosen);
    setChosen([]);
  };
  const toggle = (row: Record_) => {
    if (!multi) setChosen([row]);
    else setChosen((c) => (c.some((r) => r.id === row.id) ? c.filter((r) => r.id !== row.id) : [...c, row]));
  };

  const options = report.data?.dictOptions ?? {};
  const columns: TableColumnsType<Record_> = (report.data?.columns ?? []).map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    align: 'center',
    render: (value: unknown) =>
      c.customRender ? (options[c.dataIndex]?.find((o) => o.value === String(value))?.text ?? value) : value,
  })) as TableColumnsType<Record_>;

  return (
    <Modal
      title={report.data?.cgRpConfigName ?? t('common.choose')}
      open={open}
      width={POPUP_MODAL_WIDTH}
      maskClosable={false}
      onCancel={close}
      onOk={confirm}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder={
            report.data?.columns[0] ? t('common.inputLabel', { label: report.data.columns[0].title }) : undefined
          }
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
          style={{ maxWidth: 320 }}
        />
        {failure && <Alert type="warning" showIcon title={failure.message} />}
        <Table<Record_>
          size="small"
          rowKey="id"
          bordered
          loading={report.isFetching || rows.isFetching}
          columns={columns}
          dataSource={rows.data?.records ?? []}
          pagination={pagination(rows.data?.total ?? 0)}
          rowSelection={{
            type: multi ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map((r) => r.id),
            onChange: (_keys, picked) => setChosen(picked),
          }}
          onRow={(row) => ({ onClick: () => toggle(row) })}
        />
      </Flex>
    </Modal>
  );
}
