import type { UiLanguage } from '../validation/messages-en';
import { CRON_FIELDS, type CronField, type CronParts, FIELD_BOUNDS, parseCron, weekdayNumber } from './fields';
import { type CronMessages, cronMessages } from './messages';

const ZH = cronMessages('zh');
export const CRON_MESSAGES = { shape: ZH.shape, dayAndWeek: ZH.dayAndWeek } as const;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function numberOf(field: CronField, token: string): number {
  if (!token) return Number.NaN;
  if (field === 'week') return weekdayNumber(token);
  if (field === 'month' && MONTH_NAMES.includes(token.toUpperCase()))
    return MONTH_NAMES.indexOf(token.toUpperCase()) + 1;
  return /^\d+$/.test(token) ? Number(token) : Number.NaN;
}

/** The error of one comma-separated item of a part, or null. */
function itemError(m: CronMessages, field: CronField, item: string): string | null {
  const b = FIELD_BOUNDS[field];
  const range = m.range(field, b.min, b.max);
  const inBounds = (n: number, min = b.min) => Number.isInteger(n) && n >= min && n <= b.max;
  if (item === '*') return null;
  const loop = /^(.+)\/(.+)$/.exec(item);
  if (loop) {
    const start = loop[1] === '*' ? b.min : numberOf(field, loop[1] as string);
    const step = Number(loop[2]);
    if (!inBounds(start, b.loopMin ?? b.min)) return range;
    if (!Number.isInteger(step) || step < b.step[0] || step > b.step[1]) return m.step(field, b.step[0], b.step[1]);
    return null;
  }
  const span = /^([^-]+)-([^-]+)$/.exec(item);
  if (span) {
    const from = numberOf(field, span[1] as string);
    const to = numberOf(field, span[2] as string);
    if (!inBounds(from) || !inBounds(to)) return range;
    return to < from ? m.order(field) : null;
  }
  return inBounds(numberOf(field, item)) ? null : range;
}

const nthError = (m: CronMessages, nth: number) => (nth >= 1 && nth <= 5 ? null : m.nth);

type SpecialCheck = (m: CronMessages, match: RegExpExecArray) => string | null;

/** Forms that are one value of their own: '?', and for the day L, LW, L-n, nW; for the week nL, n#k. */
const SPECIAL: Partial<Record<CronField, readonly (readonly [RegExp, SpecialCheck])[]>> = {
  day: [
    [/^LW?$/, () => null],
    [/^L-(\d+)$/, (m, match) => (Number(match[1]) <= 30 ? null : m.beforeMonthEnd)],
    [/^(\d+)W$/, (m, match) => itemError(m, 'day', match[1] as string)],
  ],
  week: [
    [/^(\w+)L$/, (m, match) => itemError(m, 'week', match[1] as string)],
    [/^(\w+)#(\d+)$/, (m, match) => itemError(m, 'week', match[1] as string) ?? nthError(m, Number(match[2]))],
  ],
};

function specialError(m: CronMessages, field: CronField, value: string): string | null | undefined {
  if (value === '?') return field === 'day' || field === 'week' ? null : m.notAsk(field);
  for (const [pattern, check] of SPECIAL[field] ?? []) {
    const match = pattern.exec(value);
    if (match) return check(m, match);
  }
  return undefined;
}

function partError(m: CronMessages, field: CronField, value: string): string | null {
  const special = specialError(m, field, value);
  if (special !== undefined) return special;
  for (const item of value.split(',')) {
    const error = itemError(m, field, item);
    if (error) return error;
  }
  return null;
}

/**
 * The first error of an expression's parts (in field order), or null when it is a valid Quartz expression. Messages
 * in the interface language (Chinese by default: the server's answers).
 */
export function validateCronParts(parts: CronParts, language: UiLanguage = 'zh'): string | null {
  const m = cronMessages(language);
  for (const field of CRON_FIELDS) {
    const error = partError(m, field, parts[field]);
    if (error) return error;
  }
  if ((parts.day === '?') === (parts.week === '?')) return m.dayAndWeek;
  return null;
}

export function validateCron(expression: string, language: UiLanguage = 'zh'): string | null {
  const parts = parseCron(expression);
  return parts ? validateCronParts(parts, language) : cronMessages(language).shape;
}
