import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { type AddSettings, readAddSettings } from '../../components/AddButtonSettings';
import EditableTable from '../../components/EditableTable';
import type { EditableColumn } from '../../components/EditableTable/types';
import { t } from '../../locales/i18n';

const TABLE_KEY = 'demo/addButton';

const columns = (): EditableColumn[] => [
  { key: 'name', title: t('demo.ab.name'), type: 'input', width: 200 },
  { key: 'qty', title: t('demo.ab.qty'), type: 'inputNumber', width: 120 },
];

const rows = () => [
  { id: 'r1', name: t('demo.ab.row1'), qty: 1 },
  { id: 'r2', name: t('demo.ab.row2'), qty: 2 },
  { id: 'r3', name: t('demo.ab.row3'), qty: 3 },
];

/** 新增按钮设置: the editable table's add button adds as many rows, where, as its saved settings say. */
export default function AddButtonDemo() {
  const [settings, setSettings] = useState<AddSettings>(() => readAddSettings(TABLE_KEY));
  const [samples] = useState(() => ({ columns: columns(), rows: rows() }));
  const [count, setCount] = useState(samples.rows.length);
  return (
    <Card title={t('demo.ab.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('demo.ab.hint')}</Typography.Paragraph>
        <Typography.Text data-testid="add-settings">
          {t('demo.ab.current', {
            rows: settings.rows,
            position: settings.position === 0 ? t('demo.ab.end') : t('demo.ab.before', { n: settings.position }),
            count,
          })}
        </Typography.Text>
        <EditableTable
          columns={samples.columns}
          dataSource={samples.rows}
          addSettingsKey={TABLE_KEY}
          onAddSettingsSaved={setSettings}
          onChange={(rows) => setCount(rows.length)}
          dragSortKey=""
        />
      </Space>
    </Card>
  );
}
