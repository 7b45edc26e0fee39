import { type EntityDef, type Field, text } from '@yunzhan/common/entities/index';
import { importError } from './limits.js';
import type { CellValue } from './sheet-row.js';

/** Non-blank rows searched for the header: JeecgBoot files have two title rows before it, plain sheets none. */
export const HEADER_SEARCH_ROWS = 5;

export interface ImportColumn {
  /** 0-based column index in the sheet. */
  readonly index: number;
  readonly name: string;
  readonly field: Field;
}

/**
 * Label → field of the fields a file may set: declared, not sensitive, not read-only. A Map, so that header
 * text such as '__proto__' or 'constructor' is just an unknown label.
 */
export type ImportLabels = Map<string, { name: string; field: Field }>;

/** Longest text of an extra column (lists of role or department names). */
const EXTRA_COLUMN_MAX = 2000;

export function importableLabels(entity: EntityDef, extra: Readonly<Record<string, string>> = {}): ImportLabels {
  const labels: ImportLabels = new Map();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.sensitive && !field.readonly && !labels.has(field.label)) labels.set(field.label, { name, field });
  }
  // A module's extra columns (e.g. a user's roles by name): plain text, never in place of a field's label.
  for (const [label, name] of Object.entries(extra)) {
    if (!labels.has(label)) labels.set(label, { name, field: text({ label, max: EXTRA_COLUMN_MAX }) });
  }
  return labels;
}

const headerText = (cell: CellValue | undefined) => (typeof cell === 'string' ? cell.trim() : '');

/** The columns a row would map if it is the header; empty when none of its cells is a field label. */
export function matchHeader(cells: readonly CellValue[], labels: ImportLabels): ImportColumn[] {
  const columns: ImportColumn[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const match = labels.get(headerText(cell));
    if (match && !seen.has(match.name)) {
      seen.add(match.name);
      columns.push({ index, ...match });
    }
  });
  return columns;
}

/** Every required field must have a column, or no row could be imported. */
export function checkRequiredColumns(labels: ImportLabels, columns: readonly ImportColumn[]): void {
  const mapped = new Set(columns.map((c) => c.name));
  const missing = [...labels.values()]
    .filter(({ name, field }) => field.required && !mapped.has(name))
    .map(({ field }) => field.label);
  if (missing.length > 0) throw importError(`导入文件缺少必填列：${missing.join('、')}`);
}

export const headerNotFound = () =>
  importError(`导入文件中没有找到表头：前${HEADER_SEARCH_ROWS}行中没有与字段名称相同的列`);
