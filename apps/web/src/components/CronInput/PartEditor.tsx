import { buildPart, type CronField, FIELD_BOUNDS, type PartModel, parsePart } from '@yunzhan/common/cron/index';
import { Checkbox, Flex, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useT } from '../../locales/i18n';

interface Props {
  field: CronField;
  value: string;
  onChange(value: string): void;
  /** The week tab offers '不指定' (?); the others do not. */
  allowUnset?: boolean;
  /** Labels of the list's values (weekdays); numbers otherwise. */
  labels?: readonly string[];
}

type Drafts = {
  range: Extract<PartModel, { type: 'range' }>;
  loop: Extract<PartModel, { type: 'loop' }>;
  list: Extract<PartModel, { type: 'list' }>;
};

/** Spec §9: a year range starts at the current year and spans a hundred years; other fields their first two. */
function defaultRange(field: CronField): { from: number; to: number } {
  const b = FIELD_BOUNDS[field];
  if (field !== 'year') return { from: b.min, to: Math.min(b.min + 1, b.max) };
  const year = Math.min(Math.max(new Date().getFullYear(), b.min), b.max);
  return { from: year, to: Math.min(year + 100, b.max) };
}

function initialDrafts(field: CronField, model: PartModel | null): Drafts {
  const b = FIELD_BOUNDS[field];
  return {
    range: model?.type === 'range' ? model : { type: 'range', ...defaultRange(field) },
    loop: model?.type === 'loop' ? model : { type: 'loop', start: b.loopMin ?? b.min, interval: 1 },
    list: model?.type === 'list' ? model : { type: 'list', values: [] },
  };
}

/** One part's editor (spec §4): every, range a-b, loop a/b, a list of values, and for the week not set. */
export default function PartEditor({ field, value, onChange, allowUnset, labels }: Props) {
  const t = useT();
  const b = FIELD_BOUNDS[field];
  const unit = t(`cron.unit.${field}`);
  const model = parsePart(value);
  const [drafts, setDrafts] = useState(() => initialDrafts(field, model));
  const type = model?.type ?? 'every';
  const emit = (next: PartModel) => onChange(buildPart(field, next));
  const update = <K extends keyof Drafts>(key: K, patch: Partial<Drafts[K]>) => {
    const next = { ...drafts[key], ...patch };
    setDrafts({ ...drafts, [key]: next });
    emit(next);
  };
  const num = (v: number | null, fallback: number) => (v == null ? fallback : v);
  const values = Array.from({ length: b.max - b.min + 1 }, (_, i) => b.min + i);

  return (
    <Radio.Group
      value={type}
      onChange={(e) => {
        const kind = e.target.value as PartModel['type'];
        emit(kind === 'every' || kind === 'unset' ? { type: kind } : drafts[kind]);
      }}
    >
      <Flex vertical gap={10}>
        {allowUnset && <Radio value="unset">{t('cron.unset')}</Radio>}
        <Radio value="every">{t('cron.every', { unit })}</Radio>
        <Radio value="range">
          {t('cron.rangeFrom')}{' '}
          <InputNumber
            size="small"
            min={b.min}
            max={b.max}
            value={drafts.range.from}
            onChange={(v) => update('range', { from: num(v, b.min) })}
          />{' '}
          {t('cron.rangeTo')}{' '}
          <InputNumber
            size="small"
            min={b.min}
            max={b.max}
            value={drafts.range.to}
            onChange={(v) => update('range', { to: num(v, b.min) })}
          />{' '}
          {unit}
        </Radio>
        <Radio value="loop">
          {t('cron.loopFrom')}{' '}
          <InputNumber
            size="small"
            min={b.loopMin ?? b.min}
            max={b.max}
            value={drafts.loop.start}
            onChange={(v) => update('loop', { start: num(v, b.min) })}
          />{' '}
          {t('cron.loopEvery', { unit })}{' '}
          <InputNumber
            size="small"
            min={b.step[0]}
            max={b.step[1]}
            value={drafts.loop.interval}
            onChange={(v) => update('loop', { interval: num(v, 1) })}
          />{' '}
          {t('cron.loopUnit', { unit })}
        </Radio>
        <Radio value="list">{t('cron.list')}</Radio>
        {field !== 'year' && (
          <Checkbox.Group
            style={{
              paddingLeft: 24,
              display: 'grid',
              gridTemplateColumns: `repeat(${labels ? 7 : 10}, auto)`,
              rowGap: 4,
            }}
            value={drafts.list.values}
            onChange={(v) => update('list', { values: v as number[] })}
            options={values.map((v) => ({ value: v, label: labels?.[v - b.min] ?? String(v).padStart(2, '0') }))}
          />
        )}
        {field === 'year' && (
          <InputNumber
            style={{ marginLeft: 24, width: 120 }}
            size="small"
            min={b.min}
            max={b.max}
            value={drafts.list.values[0]}
            onChange={(v) => update('list', { values: v == null ? [] : [v] })}
          />
        )}
      </Flex>
    </Radio.Group>
  );
}
