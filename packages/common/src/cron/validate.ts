import { CRON_FIELDS, type CronField, type CronParts, FIELD_BOUNDS, parseCron, weekdayNumber } from './fields';

export const CRON_MESSAGES = {
  shape: 'Cron 表达式应有 6 或 7 个部分：秒 分 时 日 月 周 [年]',
  dayAndWeek: '日和周只能设置其中之一',
} as const;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function numberOf(field: CronField, token: string): number {
  if (!token) return Number.NaN;
  if (field === 'week') return weekdayNumber(token);
  if (field === 'month' && MONTH_NAMES.includes(token.toUpperCase()))
    return MONTH_NAMES.indexOf(token.toUpperCase()) + 1;
  return /^\d+$/.test(token) ? Number(token) : Number.NaN;
}

/** The error of one comma-separated item of a part, or null. */
function itemError(field: CronField, item: string): string | null {
  const b = FIELD_BOUNDS[field];
  const range = `${b.label}的取值范围为 ${b.min}-${b.max}`;
  const inBounds = (n: number, min = b.min) => Number.isInteger(n) && n >= min && n <= b.max;
  if (item === '*') return null;
  const loop = /^(.+)\/(.+)$/.exec(item);
  if (loop) {
    const start = loop[1] === '*' ? b.min : numberOf(field, loop[1] as string);
    const step = Number(loop[2]);
    if (!inBounds(start, b.loopMin ?? b.min)) return range;
    if (!Number.isInteger(step) || step < b.step[0] || step > b.step[1])
      return `${b.label}的间隔范围为 ${b.step[0]}-${b.step[1]}`;
    return null;
  }
  const span = /^([^-]+)-([^-]+)$/.exec(item);
  if (span) {
    const from = numberOf(field, span[1] as string);
    const to = numberOf(field, span[2] as string);
    if (!inBounds(from) || !inBounds(to)) return range;
    return to < from ? `${b.label}的结束值不能小于开始值` : null;
  }
  return inBounds(numberOf(field, item)) ? null : range;
}

const nthError = (nth: number) => (nth >= 1 && nth <= 5 ? null : '第几个星期的范围为 1-5');

/** Forms that are one value of their own: '?', and for the day L, LW, L-n, nW; for the week nL, n#k. */
const SPECIAL: Partial<Record<CronField, readonly (readonly [RegExp, (m: RegExpExecArray) => string | null])[]>> = {
  day: [
    [/^LW?$/, () => null],
    [/^L-(\d+)$/, (m) => (Number(m[1]) <= 30 ? null : '月底前的天数范围为 0-30')],
    [/^(\d+)W$/, (m) => itemError('day', m[1] as string)],
  ],
  week: [
    [/^(\w+)L$/, (m) => itemError('week', m[1] as string)],
    [/^(\w+)#(\d+)$/, (m) => itemError('week', m[1] as string) ?? nthError(Number(m[2]))],
  ],
};

function specialError(field: CronField, value: string): string | null | undefined {
  if (value === '?') return field === 'day' || field === 'week' ? null : `${FIELD_BOUNDS[field].label}不能为 ?`;
  for (const [pattern, check] of SPECIAL[field] ?? []) {
    const m = pattern.exec(value);
    if (m) return check(m);
  }
  return undefined;
}

function partError(field: CronField, value: string): string | null {
  const special = specialError(field, value);
  if (special !== undefined) return special;
  for (const item of value.split(',')) {
    const error = itemError(field, item);
    if (error) return error;
  }
  return null;
}

/** The first error of an expression's parts (in field order), or null when it is a valid Quartz expression. */
export function validateCronParts(parts: CronParts): string | null {
  for (const field of CRON_FIELDS) {
    const error = partError(field, parts[field]);
    if (error) return error;
  }
  if ((parts.day === '?') === (parts.week === '?')) return CRON_MESSAGES.dayAndWeek;
  return null;
}

export function validateCron(expression: string): string | null {
  const parts = parseCron(expression);
  return parts ? validateCronParts(parts) : CRON_MESSAGES.shape;
}
