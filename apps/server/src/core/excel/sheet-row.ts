/**
 * One cell as both readers hand it on: text, number, boolean, or a date (a Date whose UTC fields are the
 * wall-clock date and time shown in Excel). Formulas are never evaluated: their cached result is used.
 */
export type CellValue = string | number | boolean | Date | null;

/** A row of the first worksheet; `cells[0]` is column A. `number` is the Excel row number (1-based). */
export interface SheetRow {
  readonly number: number;
  readonly cells: readonly CellValue[];
}

export const isBlankCell = (cell: CellValue | undefined) =>
  cell == null || (typeof cell === 'string' && cell.trim() === '');

export const isBlankRow = (row: SheetRow) => row.cells.every(isBlankCell);
