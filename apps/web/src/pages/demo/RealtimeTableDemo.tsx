import { App, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import EditableTable, {
  type EditableColumn,
  type EditableTableApi,
  TableValidationError,
} from '../../components/EditableTable';
import { t } from '../../locales/i18n';
import { useSession } from '../../stores/session';

const columns = (): EditableColumn[] => [
  {
    key: 'name',
    title: t('demo.rt.part'),
    width: 220,
    validateRules: [{ required: true, message: t('demo.rt.partRequired') }],
  },
  { key: 'qty', title: t('demo.rt.qty'), type: 'inputNumber', width: 140 },
  { key: 'savedBy', title: t('demo.rt.savedBy'), width: 180, disabled: true, placeholder: t('demo.rt.unsaved') },
];

const rows = () => [
  { id: 'rt-1', name: t('demo.rt.row1'), qty: 1, savedBy: '' },
  { id: 'rt-2', name: t('demo.rt.row2'), qty: 1, savedBy: '' },
  { id: 'rt-3', name: t('demo.rt.row3'), qty: 2, savedBy: '' },
];

/** What a user edits in a row: a save sends the rows where it changed. */
const edited = (row: Record<string, unknown>) => JSON.stringify([row.name, row.qty]);

/** Two people on this tab see each other's saves at once (the real-time table socket, spec §7). */
export default function RealtimeTableDemo() {
  const { message } = App.useApp();
  const table = useRef<EditableTableApi>(null);
  const [COLUMNS] = useState(columns);
  const [ROWS] = useState(rows);
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
      message.error(t('demo.rt.invalid', { n: e.errorCount }));
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
    message.success(sent ? t('demo.rt.synced', { n: sent }) : t('demo.rt.nothing'));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('demo.rt.hint')}</Typography.Text>
      <Button type="primary" onClick={() => void save()}>
        {t('demo.rt.save')}
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
