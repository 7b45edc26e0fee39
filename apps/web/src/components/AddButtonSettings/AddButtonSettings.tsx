import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Popover, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../locales/i18n';
import {
  type AddSettings,
  DEFAULT_ADD_SETTINGS,
  MAX_ADD_ROWS,
  MAX_POSITION,
  readAddSettings,
  SAVED_MESSAGE,
  saveAddSettings,
} from './rules';

interface Props {
  /** The table's own key in the stored settings. */
  tableKey: string;
  defaults?: AddSettings;
  /** After a save, with the settings as stored. */
  onSaved?(settings: AddSettings): void;
}

/** 添加行设置: how many rows the add button adds and where; saved in the browser per table. */
export default function AddButtonSettings({ tableKey, defaults = DEFAULT_ADD_SETTINGS, onSaved }: Props) {
  const { message } = App.useApp();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AddSettings>(() => readAddSettings(tableKey, defaults));

  const save = () => {
    const saved = saveAddSettings(tableKey, draft);
    setDraft(saved);
    setOpen(false);
    message.success(SAVED_MESSAGE);
    onSaved?.(saved);
  };

  const content = (
    <Form layout="vertical" style={{ width: 220 }}>
      <Form.Item label={t('addRows.rows')} style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label={t('addRows.rows')}
          min={1}
          max={MAX_ADD_ROWS}
          precision={0}
          value={draft.rows}
          onChange={(v) => setDraft((d) => ({ ...d, rows: v ?? d.rows }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={t('addRows.position')} extra={t('addRows.positionHint')} style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label={t('addRows.position')}
          min={0}
          max={MAX_POSITION}
          precision={0}
          value={draft.position}
          onChange={(v) => setDraft((d) => ({ ...d, position: v ?? d.position }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" size="small" onClick={save}>
          {t('common.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(defaults)}>
          {t('addRows.restore')}
        </Button>
      </Space>
    </Form>
  );

  return (
    <Popover
      title={t('addRows.title')}
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(readAddSettings(tableKey, defaults));
        setOpen(next);
      }}
      content={content}
    >
      <Button icon={<SettingOutlined />} aria-label={t('addRows.title')} title={t('addRows.title')} />
    </Popover>
  );
}
