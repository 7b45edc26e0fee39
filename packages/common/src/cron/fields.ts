/**
 * Quartz cron (spec §3): seven space-separated parts — second, minute, hour, day of month, month, day of week,
 * year. Bounds of spec §5; weekdays are Quartz's 1-7 with SUN = 1 (croner's `alternativeWeekdays`).
 */

export const CRON_FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];
export type CronParts = Record<CronField, string>;

export interface FieldBounds {
  label: string;
  min: number;
  max: number;
  /** Bounds of a loop's interval ('a/b': b). */
  step: readonly [number, number];
  /** Lowest start of a loop ('a/b': a); month allows 0 there. */
  loopMin?: number;
}

export const YEAR_MIN = 2019;
export const YEAR_MAX = 2119;

export const FIELD_BOUNDS: Record<CronField, FieldBounds> = {
  second: { label: '秒', min: 0, max: 59, step: [1, 59] },
  minute: { label: '分', min: 0, max: 59, step: [1, 60] },
  hour: { label: '时', min: 0, max: 23, step: [1, 23] },
  day: { label: '日', min: 1, max: 31, step: [1, 31] },
  month: { label: '月', min: 1, max: 12, step: [1, 12], loopMin: 0 },
  week: { label: '周', min: 1, max: 7, step: [1, 7] },
  year: { label: '年', min: YEAR_MIN, max: YEAR_MAX, step: [1, 99] },
};

/** The empty expression: every second of every day ('*', week '?'). */
export const DEFAULT_PARTS: CronParts = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};

export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export const WEEKDAY_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** A weekday token (number 1-7 or SUN..SAT) as its number, else NaN. */
export function weekdayNumber(token: string): number {
  const named = WEEKDAY_NAMES.indexOf(token.toUpperCase() as (typeof WEEKDAY_NAMES)[number]);
  return named >= 0 ? named + 1 : Number(token);
}

/** Splits an expression into its parts; a missing year is '*' (Quartz allows six parts). */
export function parseCron(expression: string): CronParts | null {
  const tokens = expression.trim().split(/\s+/).filter(Boolean);
  if (tokens.length < 6 || tokens.length > 7) return null;
  const parts = { ...DEFAULT_PARTS };
  CRON_FIELDS.forEach((field, i) => {
    parts[field] = tokens[i] ?? '*';
  });
  return parts;
}

/** Empty parts default to '*' (week to '?'). */
export function formatCron(parts: Partial<CronParts>): string {
  return CRON_FIELDS.map((field) => parts[field]?.trim() || DEFAULT_PARTS[field]).join(' ');
}
