import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { type AddSettings, readAddSettings } from '../../components/AddButtonSettings';
import EditableTable from '../../components/EditableTable';
import type { EditableColumn } from '../../components/EditableTable/types';

const TABLE_KEY = 'demo/addButton';

const COLUMNS: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', width: 200 },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 120 },
];

const ROWS = [
  { id: 'r1', name: '第一行', qty: 1 },
  { id: 'r2', name: '第二行', qty: 2 },
  { id: 'r3', name: '第三行', qty: 3 },
];

/** 新增按钮设置: the editable table's add button adds as many rows, where, as its saved settings say. */
export default function AddButtonDemo() {
  const [settings, setSettings] = useState<AddSettings>(() => readAddSettings(TABLE_KEY));
  const [count, setCount] = useState(ROWS.length);
  return (
    <Card title="新增按钮设置">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          点击“新增”旁的设置按钮，设定每次新增的行数与位置（0 为末尾，n 为第 n
          行之前），保存后存于本浏览器，每张表各自一份。
        </Typography.Paragraph>
        <Typography.Text data-testid="add-settings">
          当前设置：每次 {settings.rows} 行，位置 {settings.position === 0 ? '末尾' : `第 ${settings.position} 行之前`}
          ； 共 {count} 行
        </Typography.Text>
        <EditableTable
          columns={COLUMNS}
          dataSource={ROWS}
          addSettingsKey={TABLE_KEY}
          onAddSettingsSaved={setSettings}
          onChange={(rows) => setCount(rows.length)}
          dragSortKey=""
        />
      </Space>
    </Card>
  );
}
