import { readFile, stat } from 'node:fs/promises';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { ApiError } from '../errors.js';
import { type DictValue, fieldValue } from './field-value.js';
import { detectFormat } from './file-format.js';
import {
  checkRequiredColumns,
  HEADER_SEARCH_ROWS,
  headerNotFound,
  type ImportColumn,
  type ImportLabels,
  importableLabels,
  matchHeader,
} from './header-row.js';
import { type ImportRowError, rowError } from './import-report.js';
import { badFormat, fileTooLarge, type ImportLimits, resolveLimits, tooManyColumns, tooManyRows } from './limits.js';
import { isBlankRow, type SheetRow } from './sheet-row.js';
import { xlsRows } from './xls-rows.js';
import { xlsxRows } from './xlsx-rows.js';

export interface ReadEntityRowsOptions {
  entity: EntityDef;
  /** The uploaded bytes, or the path of the uploaded file. */
  file: Buffer | string;
  fileName: string;
  dictValue: DictValue;
  /** Columns that are not fields of the entity (header label → key of the row values), read as text. */
  extraColumns?: Readonly<Record<string, string>>;
  limits?: Partial<ImportLimits>;
}

export interface ImportRow {
  readonly rowNumber: number;
  /** Field name → converted value; fields whose cell is empty are left out. */
  readonly values: Record<string, unknown>;
}

export interface ImportRows {
  readonly rows: ImportRow[];
  readonly errors: ImportRowError[];
  /** Non-blank data rows read (imported or not). */
  readonly totalCount: number;
}

async function loadFile(file: Buffer | string, limits: ImportLimits): Promise<Buffer> {
  const size = typeof file === 'string' ? (await stat(file)).size : file.length;
  if (size > limits.maxFileBytes) throw fileTooLarge(limits.maxFileBytes);
  return typeof file === 'string' ? readFile(file) : file;
}

function convertRow(row: SheetRow, columns: readonly ImportColumn[], dictValue: DictValue): ImportRow | ImportRowError {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const { index, name, field } of columns) {
    const result = fieldValue(name, field, row.cells[index] ?? null, dictValue);
    if ('error' in result) problems.push(result.error);
    else if (result.value !== undefined) values[name] = result.value;
  }
  return problems.length > 0 ? rowError(row.number, problems.join('；')) : { rowNumber: row.number, values };
}

/** Finds the header among the first rows, then converts every data row below it. */
async function mapRows(
  labels: ImportLabels,
  sheet: AsyncIterable<SheetRow> | Iterable<SheetRow>,
  dictValue: DictValue,
  limits: ImportLimits,
): Promise<ImportRows> {
  const result: ImportRows = { rows: [], errors: [], totalCount: 0 };
  let columns: ImportColumn[] | undefined;
  let totalCount = 0;
  let searched = 0;
  for await (const row of sheet) {
    if (row.cells.length > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
    if (isBlankRow(row)) continue;
    if (!columns) {
      const found = matchHeader(row.cells, labels);
      if (found.length > 0) {
        checkRequiredColumns(labels, found);
        columns = found;
      } else if (++searched >= HEADER_SEARCH_ROWS) {
        throw headerNotFound();
      }
      continue;
    }
    if (++totalCount > limits.maxRows) throw tooManyRows(limits.maxRows);
    const converted = convertRow(row, columns, dictValue);
    if ('values' in converted) result.rows.push(converted);
    else result.errors.push(converted);
  }
  if (!columns) throw headerNotFound();
  return { ...result, totalCount };
}

/**
 * Reads the first sheet of an uploaded .xlsx or .xls into entity values, mapped by the field labels of its header
 * row, within the limits of SECURITY §4. Rows that fail validation come back as errors; a file that cannot be read
 * at all throws an ApiError with a message for the user.
 */
export async function readEntityRows(opts: ReadEntityRowsOptions): Promise<ImportRows> {
  const limits = resolveLimits(opts.limits);
  const file = await loadFile(opts.file, limits);
  const format = detectFormat(file.subarray(0, 8), opts.fileName);
  if (!format) throw badFormat();
  const sheet = format === 'xlsx' ? xlsxRows(file, limits) : xlsRows(file, limits);
  try {
    return await mapRows(importableLabels(opts.entity, opts.extraColumns), sheet, opts.dictValue, limits);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A damaged zip, invalid XML or a broken BIFF stream: all the user can do is check the file.
    throw Object.assign(badFormat(), { cause: error });
  }
}
