import type { EntityDef } from '@yunzhan/common/entities/index';
import type { RowVersion } from '@yunzhan/common/entities/versions';
import { Button, Drawer, Empty, Popconfirm, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getAction, putAction } from '../../api/http';
import { feedback } from '../../utils/feedback';
import { useEntityT } from './texts';

interface Props {
  entity: Pick<EntityDef, 'apiBase' | 'title'>;
  /** The row whose history is shown; null: closed. */
  rowId: string | null;
  canRestore: boolean;
  onClose(): void;
  onRestored(): void;
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Value({ value }: { value: unknown }) {
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 3, expandable: true }}>
      {shown(value)}
    </Typography.Paragraph>
  );
}

/** A row's version history, newest first: who, when, why, the field-level diff, and a restore per version. */
export default function VersionDrawer({ entity, rowId, canRestore, onClose, onRestored }: Props) {
  const t = useEntityT();
  const [versions, setVersions] = useState<RowVersion[] | null>(null);

  useEffect(() => {
    setVersions(null);
    if (!rowId) return;
    let live = true;
    void getAction<RowVersion[]>(`${entity.apiBase}/versions`, { id: rowId }).then((r) => {
      if (live) setVersions(r.success ? r.result : []);
    });
    return () => {
      live = false;
    };
  }, [entity.apiBase, rowId]);

  const restore = async (v: RowVersion) => {
    if (!rowId) return;
    const r = await putAction<unknown>(`${entity.apiBase}/restoreVersion`, { id: rowId, versionId: v.id });
    if (!r.success) return feedback.message.warning(r.message);
    feedback.message.success(r.message);
    onRestored();
    onClose();
  };

  return (
    <Drawer
      title={`${t.title(entity)} · ${t('versionsTitle')}`}
      open={!!rowId}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {versions && !versions.length && <Empty description={t('versionsEmpty')} />}
      <Timeline
        items={(versions ?? []).map((v, i) => ({
          key: v.id,
          color: i === 0 ? 'green' : 'blue',
          content: (
            <div data-testid="row-version">
              <Space wrap style={{ marginBottom: 8 }}>
                <Typography.Text strong>{t('versionLine', { n: v.version })}</Typography.Text>
                <Tag>{v.action}</Tag>
                <Typography.Text type="secondary">
                  {v.createName ?? v.createBy ?? ''} · {v.createTime}
                </Typography.Text>
                {canRestore && i > 0 && (
                  <Popconfirm title={t('versionRestoreConfirm', { n: v.version })} onConfirm={() => restore(v)}>
                    <Button size="small">{t('versionRestore')}</Button>
                  </Popconfirm>
                )}
              </Space>
              <Table
                size="small"
                rowKey="field"
                pagination={false}
                dataSource={v.changes}
                columns={[
                  { title: t('versionField'), dataIndex: 'label', width: 120 },
                  {
                    title: t('versionBefore'),
                    key: 'before',
                    render: (_, c) => <Value value={c.beforeText ?? c.before} />,
                  },
                  {
                    title: t('versionAfter'),
                    key: 'after',
                    render: (_, c) => <Value value={c.afterText ?? c.after} />,
                  },
                ]}
              />
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
