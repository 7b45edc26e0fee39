import { type CronParts, type DayMode, dayModeOf, dayModeParts } from '@yunzhan/common/cron/index';
import { Checkbox, Flex, InputNumber, Radio, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../locales/i18n';
import { weekdayLabels } from './cron-texts';

type Mode = DayMode['mode'];

const DEFAULTS: { [M in Mode]: Extract<DayMode, { mode: M }> } = {
  everyDay: { mode: 'everyDay' },
  weekLoop: { mode: 'weekLoop', weekday: 2, interval: 1 },
  dayLoop: { mode: 'dayLoop', start: 1, interval: 1 },
  weekdays: { mode: 'weekdays', weekdays: [] },
  days: { mode: 'days', days: [] },
  lastDay: { mode: 'lastDay' },
  lastWorkday: { mode: 'lastWorkday' },
  lastWeekday: { mode: 'lastWeekday', weekday: 2 },
  beforeMonthEnd: { mode: 'beforeMonthEnd', days: 1 },
  nearestWorkday: { mode: 'nearestWorkday', day: 1 },
  nthWeekday: { mode: 'nthWeekday', weekday: 2, nth: 1 },
};

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }));

interface Props {
  parts: CronParts;
  onChange(dayAndWeek: Pick<CronParts, 'day' | 'week'>): void;
}

/** The day tab: the eleven modes of spec §4, each writing the day and the week parts together. */
export default function DayModeEditor({ parts, onChange }: Props) {
  const t = useT();
  const WEEKDAY_OPTIONS = weekdayLabels(t).map((label, i) => ({ value: i + 1, label }));
  const current = dayModeOf(parts);
  const [drafts, setDrafts] = useState(() => (current ? { ...DEFAULTS, [current.mode]: current } : DEFAULTS));
  const set = <M extends Mode>(mode: M, patch: Partial<Extract<DayMode, { mode: M }>>) => {
    const next = { ...drafts[mode], ...patch } as DayMode;
    setDrafts({ ...drafts, [mode]: next });
    onChange(dayModeParts(next));
  };
  const n = (mode: Mode, key: string, min: number, max: number) => (
    <InputNumber
      size="small"
      min={min}
      max={max}
      style={{ width: 64 }}
      value={(drafts[mode] as unknown as Record<string, number>)[key]}
      onChange={(v) => v != null && set(mode, { [key]: v } as never)}
    />
  );
  const weekday = (mode: 'weekLoop' | 'lastWeekday' | 'nthWeekday') => (
    <Select
      size="small"
      style={{ width: 80 }}
      options={WEEKDAY_OPTIONS}
      value={drafts[mode].weekday}
      onChange={(v) => set(mode, { weekday: v })}
    />
  );
  const detail: Partial<Record<Mode, ReactNode>> = {
    weekLoop: (
      <>
        {t('cron.weekLoopFrom')} {weekday('weekLoop')} {t('cron.weekLoopEvery')} {n('weekLoop', 'interval', 1, 7)}{' '}
        {t('cron.days')}
      </>
    ),
    dayLoop: (
      <>
        {t('cron.weekLoopFrom')} {n('dayLoop', 'start', 1, 31)} {t('cron.dayLoopStart')}{' '}
        {n('dayLoop', 'interval', 1, 31)} {t('cron.days')}
      </>
    ),
    lastWeekday: <>：{weekday('lastWeekday')}</>,
    beforeMonthEnd: (
      <>
        {t('cron.beforeMonthEnd')} {n('beforeMonthEnd', 'days', 0, 30)} {t('cron.beforeMonthEndDays')}
      </>
    ),
    nearestWorkday: (
      <>
        {t('cron.nearestFrom')} {n('nearestWorkday', 'day', 1, 31)} {t('cron.nearestTo')}
      </>
    ),
    nthWeekday: (
      <>
        {t('cron.nthFrom')} {n('nthWeekday', 'nth', 1, 5)} {t('cron.nthOf')} {weekday('nthWeekday')}
      </>
    ),
  };

  return (
    <Radio.Group value={current?.mode} onChange={(e) => onChange(dayModeParts(drafts[e.target.value as Mode]))}>
      <Flex vertical gap={8}>
        {(Object.keys(DEFAULTS) as Mode[]).map((mode) => (
          <div key={mode}>
            <Radio value={mode}>
              {t(`cron.mode.${mode}`)}
              {detail[mode]}
            </Radio>
            {mode === 'weekdays' && (
              <Checkbox.Group
                style={{ paddingLeft: 24 }}
                options={WEEKDAY_OPTIONS}
                value={drafts.weekdays.weekdays}
                onChange={(v) => set('weekdays', { weekdays: v as number[] })}
              />
            )}
            {mode === 'days' && (
              <Checkbox.Group
                style={{ paddingLeft: 24, display: 'grid', gridTemplateColumns: 'repeat(10, auto)', rowGap: 4 }}
                options={DAY_OPTIONS}
                value={drafts.days.days}
                onChange={(v) => set('days', { days: v as number[] })}
              />
            )}
          </div>
        ))}
      </Flex>
    </Radio.Group>
  );
}
