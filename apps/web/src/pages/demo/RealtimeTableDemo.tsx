import { App, Button, Space, Typography } from 'antd';
import { useRef } from 'react';
import EditableTable, {
  type EditableColumn,
  type EditableTableApi,
  TableValidationError,
} from '../../components/EditableTable';
import { useSession } from '../../stores/session';

const COLUMNS: EditableColumn[] = [
  { key: 'name', title: '部件名称', width: 220, validateRules: [{ required: true, message: '请输入部件名称' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 140 },
  { key: 'savedBy', title: '最近保存', width: 180, disabled: true, placeholder: '未保存' },
];

const ROWS = [
  { id: 'rt-1', name: '主板', qty: 1, savedBy: '' },
  { id: 'rt-2', name: '电源适配器', qty: 1, savedBy: '' },
  { id: 'rt-3', name: '网线', qty: 2, savedBy: '' },
];

/** What a user edits in a row: a save sends the rows where it changed. */
const edited = (row: Record<string, unknown>) => JSON.stringify([row.name, row.qty]);

/** Two people on this tab see each other's saves at once (the real-time table socket, spec §7). */
export default function RealtimeTableDemo() {
  const { message } = App.useApp();
  const table = useRef<EditableTableApi>(null);
  const saved = useRef(new Map(ROWS.map((row) => [row.id, edited(row)])));
  const realname = useSession((s) => s.userInfo?.realname ?? '');

  const save = async () => {
    const api = table.current;
    if (!api) return;
    let rows: Record<string, unknown>[];
    try {
      rows = await api.getValues();
    } catch (e) {
      if (!(e instanceof TableValidationError)) throw e;
      message.error(`有 ${e.errorCount} 处校验未通过`);
      return;
    }
    let sent = 0;
    for (const row of rows) {
      const id = String(row.id);
      if (saved.current.get(id) === edited(row)) continue;
      const update = { ...row, savedBy: realname, tug_status: { status: 'saved', by: realname } };
      if (api.socketSendUpdateRow(update)) sent++;
      saved.current.set(id, edited(row));
    }
    message.success(sent ? `已保存，${sent} 行已同步给其他人` : '没有需要同步的修改');
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        在两个浏览器窗口中打开本页，修改一行后点击保存，另一个窗口中的同一行随即更新。
      </Typography.Text>
      <Button type="primary" onClick={() => void save()}>
        保存并同步
      </Button>
      <EditableTable
        ref={table}
        socketKey="demo:editableTable"
        columns={COLUMNS}
        dataSource={ROWS}
        toolbar={false}
        rowNumber
      />
    </Space>
  );
}
