import { type CellObject, read, utils, type WorkSheet } from '@e965/xlsx';
import { badFormat, type ImportLimits, tooManyColumns } from './limits.js';
import type { CellValue, SheetRow } from './sheet-row.js';

function cellValue(cell: CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
    case 'n':
    case 'b':
      return cell.v as string | number | boolean;
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'e':
      return cell.w ?? null;
    default:
      return null;
  }
}

function firstSheet(file: Buffer): WorkSheet {
  try {
    const book = read(file, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheets: 0,
    });
    const sheet = book.Sheets[book.SheetNames[0]];
    if (sheet) return sheet;
  } catch {
    // An OLE file that is not a readable workbook: reported as a format error below.
  }
  throw badFormat();
}

/**
 * The rows of a legacy .xls (BIFF) workbook's first sheet. BIFF is not compressed and holds at most 65 536 rows,
 * so the file-size limit bounds the work; the column count is checked from the sheet's range first.
 */
export function* xlsRows(file: Buffer, limits: ImportLimits): Generator<SheetRow> {
  const sheet = firstSheet(file);
  if (!sheet['!ref']) return;
  const range = utils.decode_range(sheet['!ref']);
  if (range.e.c + 1 > limits.maxColumns) throw tooManyColumns(limits.maxColumns);
  const data = sheet['!data'] ?? [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = data[r];
    if (row) yield { number: r + 1, cells: Array.from(row, cellValue) };
  }
}
