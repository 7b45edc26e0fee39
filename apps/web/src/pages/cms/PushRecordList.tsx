import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import { Drawer, Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { listRows, type Row } from '../../api/entity';
import { getAction } from '../../api/http';
import type { FormCustomization } from '../../components/entity/EntityFormModal';
import EntityListPage from '../../components/entity/EntityListPage';
import type { RowAction } from '../../components/entity/RowActions';
import { schemaLabel } from '../../components/entity/texts';
import { t } from '../../locales/i18n';

const fields = cmsPushRecord.fields;
const STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: 'default',
  sending: 'processing',
  done: 'success',
  sent: 'success',
  failed: 'error',
};

/** The published rows of the chosen module, searched by title (the server lists only what the public sees now). */
function ContentPicker({ id, value, onChange }: { id?: string; value?: string; onChange?(v: string): void }) {
  const module = Form.useWatch('module') as string | undefined;
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!module) return setOptions([]);
    let live = true;
    const load = async () => {
      const answer = await getAction<{ id: string; title: string }[]>(`${cmsPushRecord.apiBase}/contents`, {
        module,
        q,
      });
      if (live && answer.success) setOptions(answer.result.map((r) => ({ value: r.id, label: r.title })));
    };
    const timer = setTimeout(() => void load(), 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [module, q]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      onChange={onChange}
      options={options}
      disabled={!module}
      placeholder={module ? t('push.search') : t('push.chooseModule')}
      notFoundContent={t('push.noContent')}
    />
  );
}

/** The webhook address, asked only for the webhook channel. */
function WebhookTarget() {
  const channel = Form.useWatch('channel');
  if (channel !== 'webhook') return null;
  return (
    <Form.Item
      name="target"
      label={schemaLabel(fields.target)}
      rules={[{ required: true, message: t('push.webhookRequired') }]}
    >
      <Input maxLength={500} placeholder="https://" />
    </Form.Item>
  );
}

const layout = (items: Record<string, ReactNode>) => (
  <>
    {Object.entries(items).map(([name, item]) => {
      if (name === 'target') return <WebhookTarget key={name} />;
      if (name !== 'contentId') return <Fragment key={name}>{item}</Fragment>;
      return (
        <Form.Item
          key={name}
          name="contentId"
          label={schemaLabel(fields.contentId)}
          rules={[{ required: true, message: t('push.contentRequired') }]}
        >
          <ContentPicker />
        </Form.Item>
      );
    })}
  </>
);

const statusTag = (row: Row) => {
  const status = String(row.status ?? '');
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{String(row.status_dictText ?? status)}</Tag>;
};

const withStatusTags = (base: TableColumnsType<Row>): TableColumnsType<Row> =>
  base.map((c) => (c.key === 'status' ? { ...c, render: (_: unknown, row: Row) => statusTag(row) } : c));

/** Every recipient of one push and how its delivery went. */
function DeliveryDrawer({ push, onClose }: { push: Row | null; onClose(): void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!push) return;
    setLoading(true);
    listRows(`${cmsPushDelivery.apiBase}/list`, { pushId: push.id, pageSize: 500 })
      .then((answer) => setRows(answer.success ? answer.result.records : []))
      .finally(() => setLoading(false));
  }, [push]);
  const f = cmsPushDelivery.fields;
  const columns: TableColumnsType<Row> = [
    { key: 'recipient', dataIndex: 'recipient', title: schemaLabel(f.recipient), ellipsis: true },
    { key: 'status', title: schemaLabel(f.status), width: 90, render: (_: unknown, row: Row) => statusTag(row) },
    { key: 'attempts', dataIndex: 'attempts', title: schemaLabel(f.attempts), width: 90 },
    { key: 'sentTime', dataIndex: 'sentTime', title: schemaLabel(f.sentTime), width: 170 },
    { key: 'error', dataIndex: 'error', title: schemaLabel(f.error), ellipsis: true },
  ];
  return (
    <Drawer
      open={push !== null}
      onClose={onClose}
      title={t('push.deliveries', { title: String(push?.title ?? '') })}
      size={860}
      destroyOnHidden
    >
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
      />
    </Drawer>
  );
}

/** cms/PushRecordList (推送记录): a push is created from a published row and sent by the server's job. */
export default function PushRecordList() {
  const [shown, setShown] = useState<Row | null>(null);
  const form = useMemo<FormCustomization>(() => ({ layout, addDefaults: { channel: 'email' } }), []);
  const rowActions = (row: Row): RowAction[] => [
    { key: 'deliveries', label: t('push.details'), onClick: () => setShown(row) },
  ];
  return (
    <>
      <EntityListPage entity={cmsPushRecord} form={form} columns={withStatusTags} rowActions={rowActions} />
      <DeliveryDrawer push={shown} onClose={() => setShown(null)} />
    </>
  );
}
