import { App, Button, Card, Segmented, Space, Switch, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import EditableTable, { type EditableTableApi, TableValidationError } from '../../components/EditableTable';
import { DEMO_COLUMNS, DEMO_DISABLED_ROWS, DEMO_ROWS, DEMO_SUB_TABLE } from './editable-table-samples';
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
  const save = async () => {
    const api = table.current;
    if (!api) return;
    try {
      const values = await api.getValues();
      setSaved({ values, deleteIds: api.getDeleteIds() });
      message.success('保存成功');
    } catch (e) {
      if (!(e instanceof TableValidationError)) throw e;
      message.error(`有 ${e.errorCount} 处校验未通过`);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented options={[...SIZES]} value={size} onChange={setSize} />
        <Space>
          点击编辑
          <Switch checked={clickToEdit} onChange={setClickToEdit} aria-label="点击编辑" />
        </Space>
        <Button type="primary" onClick={() => void save()}>
          保存
        </Button>
      </Space>
      <EditableTable
        ref={table}
        columns={DEMO_COLUMNS}
        dataSource={DEMO_ROWS}
        size={size}
        clickToEdit={clickToEdit}
        rowSelection="checkbox"
        dragSort
        subTable={DEMO_SUB_TABLE}
        disabledRows={DEMO_DISABLED_ROWS}
        addSettingsKey="demo/editableTable"
      />
      {saved !== null && (
        <Card size="small" title="保存的数据">
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
    <Card title="可编辑表格">
      <Tabs
        items={[
          { key: 'features', label: '功能示例', children: <FeatureDemo /> },
          { key: 'large', label: '大数据量', children: <LargeTableDemo /> },
          { key: 'realtime', label: '实时协同', children: <RealtimeTableDemo /> },
        ]}
      />
    </Card>
  );
}
