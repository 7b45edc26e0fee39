import type { DictField, Field, NumberField, SwitchField, TableDictField } from '@yunzhan/common/entities/index';
import { isSignedDecimal, patternMessage, testPattern } from '@yunzhan/common/index';
import { cellText } from './cell-text.js';
import {
  type DateTimeParts,
  formatDatePart,
  formatTimePart,
  parseDateText,
  parseTimeText,
  partsOfCellDate,
  partsOfDayFraction,
  partsOfSerial,
} from './excel-dates.js';
import { type CellValue, isBlankCell } from './sheet-row.js';

/** Text → stored value of a dictionary field; undefined when the text is not an item of the dictionary. */
export type DictValue = (field: string, text: string) => string | undefined;

/** A converted cell: the value to store (undefined: leave the field out), or why the cell is wrong. */
export type FieldResult = { readonly value: unknown } | { readonly error: string };

const fail = (error: string): FieldResult => ({ error });

function textValue(field: Field, cell: CellValue): FieldResult {
  const text = cellText(cell);
  const length = [...text].length;
  if (field.max !== undefined && length > field.max) return fail(`${field.label}长度不能超过${field.max}个字符`);
  if (field.min !== undefined && length < field.min) return fail(`${field.label}长度不能少于${field.min}个字符`);
  return { value: text };
}

const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

function numberOf(cell: CellValue): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const text = cellText(cell);
  const plain = GROUPED_NUMBER.test(text) ? text.replaceAll(',', '') : text;
  return isSignedDecimal(plain) ? Number(plain) : undefined;
}

/** Rounds away binary noise (0.1 + 0.2) but not real extra digits. */
function roundTo(n: number, places: number): number | undefined {
  const rounded = Number(n.toFixed(places));
  return Math.abs(rounded - n) < 1e-9 ? rounded : undefined;
}

function numberValue(field: NumberField, cell: CellValue): FieldResult {
  const n = numberOf(cell);
  const label = field.label;
  if (n === undefined) return fail(field.kind === 'int' ? `${label}必须是整数` : `${label}必须是数字`);
  const places = field.kind === 'int' ? 0 : field.precision;
  const value = places === undefined ? n : roundTo(n, places);
  if (value === undefined || !Number.isFinite(value)) {
    return fail(places === 0 ? `${label}必须是整数` : `${label}最多${places}位小数`);
  }
  if (field.kind === 'int' && !Number.isSafeInteger(value)) return fail(`${label}必须是整数`);
  if (field.max !== undefined && value > field.max) return fail(`${label}不能大于${field.max}`);
  if (field.min !== undefined && value < field.min) return fail(`${label}不能小于${field.min}`);
  return { value: value === 0 ? 0 : value };
}

function dateTimeParts(cell: CellValue, kind: 'date' | 'datetime' | 'time'): DateTimeParts | undefined {
  if (cell instanceof Date) return partsOfCellDate(cell);
  if (typeof cell === 'number') return kind === 'time' ? partsOfDayFraction(cell % 1) : partsOfSerial(cell);
  const text = cellText(cell);
  return kind === 'time' ? parseTimeText(text) : parseDateText(text);
}

const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;

function dateValue(label: string, kind: keyof typeof DATE_FORMATS, cell: CellValue): FieldResult {
  const parts = dateTimeParts(cell, kind);
  if (!parts) return fail(`${label}${kind === 'time' ? '时间' : '日期'}格式不正确，应为${DATE_FORMATS[kind]}`);
  if (kind === 'date') return { value: formatDatePart(parts) };
  if (kind === 'time') return { value: formatTimePart(parts) };
  return { value: `${formatDatePart(parts)} ${formatTimePart(parts)}` };
}

function dictItemsValue(
  name: string,
  field: DictField | TableDictField,
  cell: CellValue,
  dictValue: DictValue,
): FieldResult {
  const text = cellText(cell);
  const items = field.multi ? text.split(/[,，]/).map((t) => t.trim()) : [text];
  const values: string[] = [];
  for (const item of items) {
    if (item === '') continue;
    const value = dictValue(name, item);
    if (value === undefined) return fail(`${field.label}“${item}”不是可选的值`);
    values.push(value);
  }
  if (field.multi) return { value: values.join(',') };
  if (field.valueType !== 'int') return { value: values[0] };
  const n = Number(values[0]);
  return Number.isSafeInteger(n) ? { value: n } : fail(`${field.label}“${text}”不是可选的值`);
}

const SWITCH_ON = new Set(['Y', '是', 'TRUE']);
const SWITCH_OFF = new Set(['N', '否', 'FALSE']);

function switchValue(field: SwitchField, cell: CellValue): FieldResult {
  const [on, off] = field.options;
  const text = cellText(cell);
  if (SWITCH_ON.has(text.toUpperCase()) || text === String(on)) return { value: on };
  if (SWITCH_OFF.has(text.toUpperCase()) || text === String(off)) return { value: off };
  return fail(`${field.label}只能填写是或否`);
}

function convert(name: string, field: Field, cell: CellValue, dictValue: DictValue): FieldResult {
  switch (field.kind) {
    case 'number':
    case 'int':
    case 'money':
      return numberValue(field, cell);
    case 'date':
    case 'datetime':
    case 'time':
      return dateValue(field.label, field.kind, cell);
    case 'dict':
    case 'tableDict':
      return dictItemsValue(name, field, cell, dictValue);
    case 'switch':
      return switchValue(field, cell);
    default:
      return textValue(field, cell);
  }
}

/** Converts and validates one cell for its field (required, length, number, date, dictionary, switch, pattern). */
export function fieldValue(name: string, field: Field, cell: CellValue, dictValue: DictValue): FieldResult {
  if (isBlankCell(cell)) return field.required ? fail(`${field.label}不能为空`) : { value: undefined };
  const result = convert(name, field, cell, dictValue);
  if ('error' in result || field.pattern === undefined || testPattern(field.pattern, result.value)) return result;
  const hint = typeof field.pattern === 'string' ? `，${patternMessage(field.pattern)}` : '';
  return fail(`${field.label}格式不正确${hint}`);
}
