import type { Field } from '@yunzhan/common/entities/index';
import { isSignedDecimal } from '@yunzhan/common/index';
import { formatDate, formatDateTime } from '../time.js';
import { neutraliseFormula } from './formula-guard.js';

/** Text of a stored value → shown text, supplied by the caller (plain and table dictionaries). */
export type DictText = (field: string, value: unknown) => string | undefined;

/** What one exported cell holds: text (formula-guarded), a number, or nothing. */
export type ExportCell = string | number | null;

/** Numbers beyond double precision stay text, so that ids and long codes are not rounded. */
const MAX_EXACT_DIGITS = 15;

function numberCell(value: unknown): ExportCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value).trim();
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return isSignedDecimal(text) && digits.length <= MAX_EXACT_DIGITS ? Number(text) : textCell(text);
}

function dateCell(field: Field, value: unknown): ExportCell {
  if (!(value instanceof Date)) return textCell(String(value));
  if (field.kind === 'date') return formatDate(value);
  return field.kind === 'time' ? formatDateTime(value).slice(11) : formatDateTime(value);
}

function dictCell(name: string, multi: boolean, value: unknown, dictText: DictText): ExportCell {
  const items = multi && typeof value === 'string' ? value.split(',') : [value];
  return textCell(items.map((item) => dictText(name, item) ?? String(item)).join(','));
}

export const textCell = (text: string): ExportCell => neutraliseFormula(text);

/** The cell for one field's value: dictionary text, switch 是/否, dates as text, numbers as numbers. */
export function exportCell(name: string, field: Field, value: unknown, dictText: DictText): ExportCell {
  if (value == null || value === '') return null;
  switch (field.kind) {
    case 'number':
    case 'int':
    case 'money':
      return numberCell(value);
    case 'date':
    case 'datetime':
    case 'time':
      return dateCell(field, value);
    case 'dict':
    case 'tableDict':
      return dictCell(name, field.multi, value, dictText);
    case 'ref':
      return dictCell(name, false, value, dictText);
    case 'switch':
      return textCell(value === field.options[0] ? '是' : value === field.options[1] ? '否' : String(value));
    default:
      return textCell(Array.isArray(value) ? value.join(',') : String(value));
  }
}
