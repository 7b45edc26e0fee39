import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import ExcelJS from 'exceljs';
import { badRequest } from '../errors.js';
import { whenDrained } from './backpressure.js';
import { sheetZipInputs } from './exceljs-writer.js';
import { type DictText, exportCell, textCell } from './export-value.js';
import { sheetName } from './sheet-name.js';

export interface WriteEntityXlsxOptions {
  entity: EntityDef;
  rows: AsyncIterable<Record<string, unknown>>;
  /** Real name of the exporting user, shown in the second title row. */
  exporter: string;
  /** Field names to export, in order; default: the fields shown in the list. */
  columns?: readonly string[];
  dictText: DictText;
}

interface ExportColumn {
  readonly name: string;
  readonly field: Field;
}

/** Rows written between checks for backpressure. */
const ROWS_PER_TURN = 100;
/** Sheet XML allowed to wait for compression, so that building rows and deflating them overlap. */
const MAX_QUEUED_XML = 2 * 1024 * 1024;
const TITLE_ROWS = 3;

function exportColumns(entity: EntityDef, names?: readonly string[]): ExportColumn[] {
  if (!names) {
    return Object.entries(entity.fields)
      .filter(([, field]) => field.list && !field.sensitive)
      .map(([name, field]) => ({ name, field }));
  }
  return names.map((name) => {
    const field = entity.field(name);
    if (!field || field.sensitive) throw badRequest(`不支持导出的列：${name}`);
    return { name, field };
  });
}

/** Column width in characters: the declared width (pixels) or room for the label. */
function columnWidth(field: Field): number {
  const width = field.width ? field.width / 7 : [...field.label].length * 2 + 4;
  return Math.min(Math.max(Math.round(width), 10), 60);
}

function numberFormat(field: Field): string | undefined {
  if (field.kind === 'int') return '0';
  if ((field.kind === 'money' || field.kind === 'number') && field.precision !== undefined) {
    return field.precision > 0 ? `0.${'0'.repeat(field.precision)}` : '0';
  }
  return undefined;
}

/**
 * Streams an entity's rows as an .xlsx in the layout of contract §5.1: title "<title>报表", "导出人:<name>",
 * the header of field labels, then one row per record, each committed as it is written so memory stays flat.
 * On failure `out` is destroyed with the error, since a half-written workbook is of no use.
 */
export async function writeEntityXlsx(opts: WriteEntityXlsxOptions, out: Writable): Promise<void> {
  const columns = exportColumns(opts.entity, opts.columns);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  try {
    const sheet = workbook.addWorksheet(sheetName(opts.entity.title), {
      views: [{ state: 'frozen', ySplit: TITLE_ROWS }],
    });
    sheet.columns = columns.map(({ name, field }) => ({ key: name, width: columnWidth(field) }));
    // One style object per column, shared by its cells: exceljs caches style ids by object identity, and
    // resolving a fresh style for every cell is most of the export's CPU time.
    const cellStyles = columns.map(({ field }): Partial<ExcelJS.Style> => {
      const numFmt = numberFormat(field);
      return numFmt ? { numFmt } : {};
    });
    const span = Math.max(columns.length, 1);
    const titleRow = (text: string, style: Partial<Pick<ExcelJS.Cell, 'font' | 'alignment'>>) => {
      const row = sheet.addRow([textCell(text)]);
      if (span > 1) sheet.mergeCells(row.number, 1, row.number, span);
      Object.assign(row.getCell(1), style);
      row.commit();
    };
    titleRow(`${opts.entity.title}报表`, {
      font: { bold: true, size: 16 },
      alignment: { horizontal: 'center', vertical: 'middle' },
    });
    titleRow(`导出人:${opts.exporter}`, { alignment: { horizontal: 'right' } });
    const header = sheet.addRow(columns.map(({ field }) => textCell(field.label)));
    header.font = { bold: true };
    header.alignment = { horizontal: 'center' };
    header.commit();

    let written = 0;
    for await (const record of opts.rows) {
      const row = sheet.addRow(columns.map(({ name, field }) => exportCell(name, field, record[name], opts.dictText)));
      cellStyles.forEach((style, i) => {
        row.getCell(i + 1).style = style;
      });
      row.commit();
      if (++written % ROWS_PER_TURN === 0) {
        await nextTurn();
        for (const zipInput of sheetZipInputs(sheet)) await whenDrained(zipInput, out, MAX_QUEUED_XML);
        await whenDrained(out, out, 0);
      }
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
