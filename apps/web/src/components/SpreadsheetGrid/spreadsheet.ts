/** Clipboard and fill logic of the spreadsheet grid: Excel's tab-separated text in, rows out. */

/**
 * Excel's clipboard text as rows of cells: tabs between cells, CR LF or LF between rows, a quoted cell may hold
 * tabs, line breaks and doubled quotes; the line break after the last row is not a row.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === '\t') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Cells as Excel takes them back: a value with a tab, a line break or a quote is quoted. */
export function toTsvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[\t\n\r"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Pastes a block of cells at (row, column): the block's columns fill the editable columns from there on (the
 * rest of a wide block is dropped), rows past the end are added with `newRow`, or dropped without it.
 */
export function pasteBlock<R extends Record<string, unknown>>(
  rows: readonly R[],
  at: { rowIdx: number; columnKey: string },
  columnKeys: readonly string[],
  block: readonly (readonly string[])[],
  newRow?: (index: number) => R,
): R[] {
  const firstColumn = columnKeys.indexOf(at.columnKey);
  if (firstColumn < 0 || !block.length) return [...rows];
  const next = [...rows];
  block.forEach((cells, r) => {
    const index = at.rowIdx + r;
    const base = next[index] ?? newRow?.(index);
    if (!base) return;
    const values: Record<string, unknown> = {};
    cells.forEach((value, c) => {
      const key = columnKeys[firstColumn + c];
      if (key !== undefined) values[key] = value;
    });
    next[index] = { ...base, ...values };
  });
  return next;
}

/** Excel's Ctrl+D on one cell: the value of the cell above. */
export function fillFromAbove<R extends Record<string, unknown>>(rows: readonly R[], rowIdx: number, key: string): R[] {
  if (rowIdx <= 0 || rowIdx >= rows.length) return [...rows];
  const next = [...rows];
  next[rowIdx] = { ...next[rowIdx], [key]: rows[rowIdx - 1][key] };
  return next;
}
