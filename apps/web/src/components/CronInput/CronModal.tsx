import {
  type CronField,
  type CronParts,
  DEFAULT_PARTS,
  formatCron,
  parseCron,
  setCronPart,
  setDayAndWeek,
} from '@yunzhan/common/cron/index';
import { Alert, Flex, Input, List, Modal, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useT } from '../../locales/i18n';
import { weekdayLabels } from './cron-texts';
import DayModeEditor from './DayModeEditor';
import PartEditor from './PartEditor';
import { useNextRuns } from './use-next-runs';

export const CRON_MODAL_WIDTH = 608;

interface Props {
  open: boolean;
  value?: string;
  onOk(expression: string): void;
  onCancel(): void;
}

const PART_TABS: CronField[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

/** The cron editor dialog (spec §4): a tab per part, the expression, and the next ten runs. */
export default function CronModal({ open, value, onOk, onCancel }: Props) {
  const t = useT();
  const [parts, setParts] = useState<CronParts>(() => (value && parseCron(value)) || DEFAULT_PARTS);
  const [text, setText] = useState(() => formatCron(parts));
  // Remounts the tabs' editors when the text is typed, so their drafts follow the new parts.
  const [generation, setGeneration] = useState(0);
  const expression = formatCron(parts);
  const preview = useNextRuns(text);

  const apply = (next: CronParts) => {
    setParts(next);
    setText(formatCron(next));
  };
  const typed = (raw: string) => {
    setText(raw);
    const parsed = parseCron(raw);
    if (parsed) {
      setParts(parsed);
      setGeneration((g) => g + 1);
    }
  };
  const editor = (field: CronField) =>
    field === 'day' ? (
      <DayModeEditor parts={parts} onChange={(dw) => apply(setDayAndWeek(parts, dw))} />
    ) : (
      <PartEditor
        field={field}
        value={parts[field]}
        allowUnset={field === 'week'}
        labels={field === 'week' ? weekdayLabels(t) : undefined}
        onChange={(v) => apply(setCronPart(parts, field, v))}
      />
    );
  const error = preview && 'error' in preview ? preview.error : null;

  return (
    <Modal
      title={t('cron.title')}
      open={open}
      width={CRON_MODAL_WIDTH}
      onCancel={onCancel}
      onOk={() => onOk(text.trim())}
      okButtonProps={{ disabled: !!error }}
      destroyOnHidden
    >
      <Tabs
        key={generation}
        size="small"
        items={PART_TABS.map((field) => ({ key: field, label: t(`cron.tab.${field}`), children: editor(field) }))}
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        <Input
          aria-label={t('cron.expression')}
          value={text}
          onChange={(e) => typed(e.target.value)}
          status={error ? 'error' : undefined}
        />
        {error && <Alert type="error" showIcon message={error} />}
        {text !== expression && !error && <Typography.Text type="secondary">{expression}</Typography.Text>}
        <Typography.Text strong>{t('cron.nextRuns')}</Typography.Text>
        <List
          size="small"
          bordered
          style={{ maxHeight: 220, overflow: 'auto' }}
          loading={!preview}
          dataSource={preview && 'runs' in preview ? preview.runs : []}
          locale={{ emptyText: error ? t('cron.invalid') : t('cron.noRuns') }}
          renderItem={(run) => <List.Item>{dayjs(run).format('YYYY-MM-DD HH:mm:ss')}</List.Item>}
        />
      </Flex>
    </Modal>
  );
}
