import { cmsRepair } from '@yunzhan/common/entities/service/index';
import { needsReason, repairMovesFrom } from '@yunzhan/common/entities/service/repair-flow';
import { Button, Descriptions, Empty, Form, Input, Modal, Radio, Spin, Tag, Timeline } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Row } from '../../api/entity';
import { getAction, putAction } from '../../api/http';
import { useDictOptions } from '../../components/entity/use-dict-options';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';

interface LogRow {
  fromStatus: string | null;
  toStatus: string;
  operator: string | null;
  time: string;
  reason: string | null;
}

const STATUS_COLORS: Record<string, string> = {
  pending: 'blue',
  accepted: 'cyan',
  repairing: 'orange',
  repaired: 'green',
  returned: 'green',
  cancelled: 'default',
};

interface Props {
  /** The request to show; null: closed. */
  repairId: string | null;
  /** May move the request (`cms:repair:transition`). */
  canMove: boolean;
  onClose(): void;
  onMoved(): void;
}

/** 处理: a repair request's timeline (every move with who, when and why) and the moves its status allows. */
export default function RepairFlowModal({ repairId, canMove, onClose, onMoved }: Props) {
  const statuses = useDictOptions(cmsRepair.fields.status);
  const label = (value: string | null) => statuses.find((o) => o.value === value)?.label ?? value ?? '';
  const [row, setRow] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ to: string; reason?: string }>();
  const to = Form.useWatch('to', form);

  const load = useCallback(async (id: string) => {
    const answer = await getAction<Row>(`${cmsRepair.apiBase}/queryById`, { id });
    setRow(answer.success ? answer.result : null);
  }, []);
  useEffect(() => {
    setRow(null);
    form.resetFields();
    if (repairId) void load(repairId);
  }, [repairId, load, form]);

  const moves = repairMovesFrom(row?.status as string | undefined);
  const logs = (row?.logs as LogRow[] | undefined) ?? [];
  const move = async (values: { to: string; reason?: string }) => {
    if (!repairId) return;
    setSaving(true);
    try {
      const answer = await putAction(`${cmsRepair.apiBase}/transition`, { id: repairId, ...values });
      if (!answer.success) return void feedback.message.warning(answer.message);
      feedback.message.success(answer.message);
      form.resetFields();
      await load(repairId);
      onMoved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={repairId !== null}
      title={t('repair.title')}
      width={720}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {!row ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('repair.number')}>{String(row.number)}</Descriptions.Item>
            <Descriptions.Item label={t('repair.status')}>
              <Tag color={STATUS_COLORS[String(row.status)]}>{label(row.status as string)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('repair.customer')}>{String(row.customerName ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('repair.phone')}>{String(row.phone ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('repair.fault')} span={2}>
              {String(row.fault ?? '')}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ margin: '20px 0 12px' }}>{t('repair.log')}</h4>
          <Timeline
            items={[
              { color: 'blue', content: <TimelineEntry title={t('repair.submitted')} time={String(row.createTime)} /> },
              ...logs.map((l) => ({
                color: STATUS_COLORS[l.toStatus] === 'default' ? 'gray' : STATUS_COLORS[l.toStatus],
                content: (
                  <TimelineEntry
                    title={`${label(l.fromStatus)} → ${label(l.toStatus)}`}
                    time={l.time}
                    who={l.operator}
                    reason={l.reason}
                  />
                ),
              })),
            ]}
          />
          {canMove && moves.length > 0 && (
            <Form form={form} layout="vertical" onFinish={(v) => void move(v)}>
              <Form.Item name="to" label={t('repair.to')} rules={[{ required: true, message: t('repair.toRequired') }]}>
                <Radio.Group options={moves.map((m) => ({ value: m, label: label(m) }))} optionType="button" />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('repair.note')}
                rules={[{ required: !!to && needsReason(to), message: t('repair.reasonRequired') }]}
              >
                <Input.TextArea rows={2} maxLength={500} showCount />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('common.confirm')}
              </Button>
            </Form>
          )}
          {canMove && moves.length === 0 && <Empty description={t('repair.ended')} />}
        </>
      )}
    </Modal>
  );
}

function TimelineEntry({
  title,
  time,
  who,
  reason,
}: {
  title: string;
  time: string;
  who?: string | null;
  reason?: string | null;
}) {
  return (
    <div>
      <strong>{title}</strong>
      <div style={{ color: '#888', fontSize: 12 }}>
        {time}
        {who ? ` · ${who}` : ''}
      </div>
      {reason && <div>{reason}</div>}
    </div>
  );
}
