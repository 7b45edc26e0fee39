import type { CronParts } from './fields';

/**
 * The day tab's eleven modes (spec §4). Each sets the day-of-month and the day-of-week part together: a day
 * choice makes the week '?' and a weekday choice makes the day '?'.
 */
export type DayMode =
  | { mode: 'everyDay' }
  | { mode: 'weekLoop'; weekday: number; interval: number }
  | { mode: 'dayLoop'; start: number; interval: number }
  | { mode: 'weekdays'; weekdays: number[] }
  | { mode: 'days'; days: number[] }
  | { mode: 'lastDay' }
  | { mode: 'lastWorkday' }
  | { mode: 'lastWeekday'; weekday: number }
  | { mode: 'beforeMonthEnd'; days: number }
  | { mode: 'nearestWorkday'; day: number }
  | { mode: 'nthWeekday'; weekday: number; nth: number };

export const DAY_MODE_LABELS: Record<DayMode['mode'], string> = {
  everyDay: '每日',
  weekLoop: '按星期循环',
  dayLoop: '按日循环',
  weekdays: '指定星期（可多选）',
  days: '指定日期（可多选）',
  lastDay: '本月最后一天',
  lastWorkday: '本月最后一个工作日',
  lastWeekday: '本月最后一个星期几',
  beforeMonthEnd: '月底前几天',
  nearestWorkday: '最近的工作日（周一至周五）',
  nthWeekday: '本月第几个星期几',
};

const list = (values: number[], fallback: number) =>
  values.length ? [...new Set(values)].sort((a, b) => a - b).join(',') : String(fallback);

/** The day and week parts of a mode. */
export function dayModeParts(m: DayMode): Pick<CronParts, 'day' | 'week'> {
  const day = (value: string) => ({ day: value, week: '?' });
  const week = (value: string) => ({ day: '?', week: value });
  switch (m.mode) {
    case 'everyDay':
      return day('*');
    case 'weekLoop':
      return week(`${m.weekday}/${m.interval}`);
    case 'dayLoop':
      return day(`${m.start}/${m.interval}`);
    case 'weekdays':
      return week(list(m.weekdays, 1));
    case 'days':
      return day(list(m.days, 1));
    case 'lastDay':
      return day('L');
    case 'lastWorkday':
      return day('LW');
    case 'lastWeekday':
      return week(`${m.weekday}L`);
    case 'beforeMonthEnd':
      return day(`L-${m.days}`);
    case 'nearestWorkday':
      return day(`${m.day}W`);
    case 'nthWeekday':
      return week(`${m.weekday}#${m.nth}`);
  }
}

const nums = (s: string) => s.split(',').map(Number);

type Reader = readonly [RegExp, (m: RegExpExecArray) => DayMode];

const DAY_READERS: readonly Reader[] = [
  [/^[*?]$/, () => ({ mode: 'everyDay' })],
  [/^L$/, () => ({ mode: 'lastDay' })],
  [/^LW$/, () => ({ mode: 'lastWorkday' })],
  [/^L-(\d+)$/, (m) => ({ mode: 'beforeMonthEnd', days: Number(m[1]) })],
  [/^(\d+)W$/, (m) => ({ mode: 'nearestWorkday', day: Number(m[1]) })],
  [/^(\d+)\/(\d+)$/, (m) => ({ mode: 'dayLoop', start: Number(m[1]), interval: Number(m[2]) })],
  [/^\d+(,\d+)*$/, (m) => ({ mode: 'days', days: nums(m[0]) })],
];

const WEEK_READERS: readonly Reader[] = [
  [/^(\d)L$/, (m) => ({ mode: 'lastWeekday', weekday: Number(m[1]) })],
  [/^(\d)#(\d)$/, (m) => ({ mode: 'nthWeekday', weekday: Number(m[1]), nth: Number(m[2]) })],
  [/^(\d)\/(\d+)$/, (m) => ({ mode: 'weekLoop', weekday: Number(m[1]), interval: Number(m[2]) })],
  [/^\d(,\d)*$/, (m) => ({ mode: 'weekdays', weekdays: nums(m[0]) })],
];

function read(readers: readonly Reader[], value: string): DayMode | null {
  for (const [pattern, make] of readers) {
    const m = pattern.exec(value);
    if (m) return make(m);
  }
  return null;
}

/** The mode an expression's day and week parts express, or null when none does (e.g. a range). */
export function dayModeOf({ day, week }: Pick<CronParts, 'day' | 'week'>): DayMode | null {
  if (week === '?' || week === '*') return read(DAY_READERS, day);
  return day === '?' ? read(WEEK_READERS, week) : null;
}
