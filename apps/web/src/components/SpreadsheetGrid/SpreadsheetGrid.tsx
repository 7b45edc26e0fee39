import { useMemo } from 'react';
import { type Column, DataGrid, renderTextEditor } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { fillFromAbove, parseTsv, pasteBlock, toTsvCell } from './spreadsheet';
import './SpreadsheetGrid.css';

export type GridRow = Record<string, unknown> & { id: string };

export interface GridColumn {
  key: string;
  name: string;
  width?: number;
  /** Default true. */
  editable?: boolean;
}

export interface SpreadsheetGridProps<R extends GridRow> {
  columns: readonly GridColumn[];
  rows: readonly R[];
  onRowsChange(rows: R[]): void;
  /** A row added when a paste runs past the last row; without it the rest of the block is dropped. */
  newRow?(index: number): R;
  /** Row errors by id: the row is marked and the message shown in its first cell's tooltip. */
  rowErrors?: ReadonlyMap<string, string>;
  height?: number;
  'aria-label'?: string;
}

/**
 * The spreadsheet grid (react-data-grid): arrow keys, Tab and Enter move, typing edits, Ctrl+C / Ctrl+V take
 * Excel's tab-separated cells (a pasted block fills from the active cell and adds rows), the fill handle or
 * Ctrl+D fills down, column edges resize.
 */
export default function SpreadsheetGrid<R extends GridRow>({
  columns,
  rows,
  onRowsChange,
  newRow,
  rowErrors,
  height = 420,
  ...rest
}: SpreadsheetGridProps<R>) {
  const editableKeys = useMemo(() => columns.filter((c) => c.editable !== false).map((c) => c.key), [columns]);
  const gridColumns = useMemo<Column<R>[]>(
    () => [
      {
        key: '__row',
        name: '#',
        width: 56,
        frozen: true,
        resizable: false,
        renderCell: ({ rowIdx, row }) => (
          <span title={rowErrors?.get(row.id)} className={rowErrors?.has(row.id) ? 'sg-row-error-mark' : undefined}>
            {rowIdx + 1}
          </span>
        ),
      },
      ...columns.map<Column<R>>((c) => ({
        key: c.key,
        name: c.name,
        width: c.width,
        minWidth: 60,
        resizable: true,
        editable: c.editable !== false,
        renderEditCell: c.editable === false ? undefined : renderTextEditor,
        renderCell: ({ row }) => String(row[c.key] ?? ''),
      })),
    ],
    [columns, rowErrors],
  );

  return (
    <DataGrid<R>
      {...rest}
      className="sg-grid rdg-light"
      style={{ height }}
      columns={gridColumns}
      rows={rows}
      rowKeyGetter={(row) => row.id}
      onRowsChange={onRowsChange}
      rowClass={(row) => (rowErrors?.has(row.id) ? 'sg-row-error' : undefined)}
      onFill={({ columnKey, sourceRow, targetRow }) => ({ ...targetRow, [columnKey]: sourceRow[columnKey] })}
      onCellCopy={({ row, column }, event) => {
        event.clipboardData.setData('text/plain', toTsvCell(row[column.key]));
        event.preventDefault();
      }}
      onCellPaste={({ row, column }, event) => {
        const block = parseTsv(event.clipboardData.getData('text/plain'));
        event.preventDefault();
        const rowIdx = rows.indexOf(row);
        if (rowIdx >= 0 && block.length) {
          onRowsChange(pasteBlock(rows, { rowIdx, columnKey: column.key }, editableKeys, block, newRow));
        }
        return row;
      }}
      onCellKeyDown={(args, event) => {
        if (args.mode !== 'ACTIVE' || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'd') return;
        const { row, column } = args;
        if (!row || !column || !editableKeys.includes(column.key)) return;
        event.preventGridDefault();
        event.preventDefault();
        onRowsChange(fillFromAbove(rows, rows.indexOf(row), column.key));
      }}
    />
  );
}
