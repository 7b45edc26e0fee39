import type { Field } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';
import type { Scalar } from './conditions.js';

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
// Integer columns are 32-bit on PostgreSQL; a larger value would be an SQL error there.
const INT_MAX = 2 ** 31 - 1;

/** Which end of a day a bare `YYYY-MM-DD` stands for when compared with a date-time column. */
export type DayEnd = 'start' | 'end';

export const isNumeric = (field: Field) => field.valueType !== 'string';

/** Echoed client text is cut short so an error message never carries a whole payload. */
export const clip = (text: string) => (text.length > 64 ? `${text.slice(0, 64)}…` : text);

/** Client text as a value of `field`'s type: numbers for numeric fields, checked dates for date fields. */
export function toScalar(field: Field, text: string, dayEnd: DayEnd = 'start'): Scalar {
  if (text.includes('\0')) throw badRequest('查询参数包含非法字符');
  switch (field.valueType) {
    case 'int': {
      const n = Number(text);
      if (!INTEGER.test(text) || Math.abs(n) > INT_MAX) throw badRequest(`「${field.label}」的查询值不是有效的整数`);
      return n;
    }
    case 'decimal':
      if (!DECIMAL.test(text)) throw badRequest(`「${field.label}」的查询值不是有效的数字`);
      return Number(text);
    case 'string':
      return field.kind === 'date' || field.kind === 'datetime' || field.kind === 'time'
        ? toTemporal(field, text, dayEnd)
        : text;
  }
}

/** Dates are stored as text (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, `HH:mm:ss`), so comparisons are textual. */
function toTemporal(field: Field, text: string, dayEnd: DayEnd): string {
  const invalid = () => badRequest(`「${field.label}」的查询值不是有效的日期时间`);
  if (field.kind === 'time') {
    if (!TIME.test(text)) throw invalid();
    return text;
  }
  if (!DATE.test(text) && !DATE_TIME.test(text)) throw invalid();
  if (field.kind === 'date') return text.slice(0, 10);
  if (text.length === 10) return `${text} ${dayEnd === 'start' ? '00:00:00' : '23:59:59'}`;
  return text;
}

/** Comma-separated client text as distinct non-empty items. */
export const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export const LIKE_ESCAPE = '!';

/** A LIKE pattern that matches `text` literally, with the wildcards `op` asks for (use with `ESCAPE '!'`). */
export function likePattern(op: 'like' | 'left_like' | 'right_like', text: string): string {
  const literal = text.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c);
  return op === 'like' ? `%${literal}%` : op === 'left_like' ? `%${literal}` : `${literal}%`;
}
