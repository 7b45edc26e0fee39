import { App, Button, Card, Segmented, Space, Switch, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import EditableTable, { type EditableTableApi, TableValidationError } from '../../components/EditableTable';
import { t } from '../../locales/i18n';
import { DEMO_DISABLED_ROWS, demoColumns, demoRows, demoSubTable } from './editable-table-samples';
import LargeTableDemo from './LargeTableDemo';
import RealtimeTableDemo from './RealtimeTableDemo';

const SIZES = ['medium', 'small', 'mini', 'tiny'] as const;

/** The editable table's feature demo: every cell type, rules, row states, selection, drag sort, sizes. */
function FeatureDemo() {
  const { message } = App.useApp();
  const table = useRef<EditableTableApi>(null);
  const [size, setSize] = useState<(typeof SIZES)[number]>('medium');
  const [clickToEdit, setClickToEdit] = useState(false);
  const [saved, setSaved] = useState<unknown>(null);
  const [samples] = useState(() => ({ columns: demoColumns(), rows: demoRows(), subTable: demoSubTable() }));
  const save = async () => {
    const api = table.current;
    if (!api) return;
    try {
      const values = await api.getValues();
      setSaved({ values, deleteIds: api.getDeleteIds() });
      message.success(t('demo.et.saved'));
    } catch (e) {
      if (!(e instanceof TableValidationError)) throw e;
      message.error(t('demo.rt.invalid', { n: e.errorCount }));
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented options={[...SIZES]} value={size} onChange={setSize} />
        <Space>
          {t('demo.et.clickToEdit')}
          <Switch checked={clickToEdit} onChange={setClickToEdit} aria-label={t('demo.et.clickToEdit')} />
        </Space>
        <Button type="primary" onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </Space>
      <EditableTable
        ref={table}
        columns={samples.columns}
        dataSource={samples.rows}
        size={size}
        clickToEdit={clickToEdit}
        rowSelection="checkbox"
        dragSort
        subTable={samples.subTable}
        disabledRows={DEMO_DISABLED_ROWS}
        addSettingsKey="demo/editableTable"
      />
      {saved !== null && (
        <Card size="small" title={t('demo.et.savedData')}>
          <Typography.Paragraph>
            <pre data-testid="saved-values" style={{ maxHeight: 240, overflow: 'auto' }}>
              {JSON.stringify(saved, null, 2)}
            </pre>
          </Typography.Paragraph>
        </Card>
      )}
    </Space>
  );
}

export default function EditableTableDemo() {
  return (
    <Card title={t('demo.et.title')}>
      <Tabs
        items={[
          { key: 'features', label: t('demo.et.features'), children: <FeatureDemo /> },
          { key: 'large', label: t('demo.et.large'), children: <LargeTableDemo /> },
          { key: 'realtime', label: t('demo.et.realtime'), children: <RealtimeTableDemo /> },
        ]}
      />
    </Card>
  );
}
