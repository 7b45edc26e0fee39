import type { ColumnRule } from '@yunzhan/common/validation/index';
import type { ReactNode } from 'react';

/** The cell types of spec §3. */
export const BUILT_IN_CELL_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  'sel_depart',
  'sel_user',
  'input_pop',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'slot',
  'hidden',
] as const;
export type BuiltInCellType = (typeof BUILT_IN_CELL_TYPES)[number];

/** The table's own columns (row number, row checkbox, row radio, expand, drag sort): no custom type may take these names. */
export const RESERVED_COLUMN_TYPES = [
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
] as const;

export type TableRow = Record<string, unknown> & { id: string };

export interface CellOption {
  value: string;
  text?: string;
  label?: string;
  /** Options of a linked select carry their parent's value (see `linkageKey`). */
  parent?: string;
}

export type Statistic = 'sum' | 'average';

export interface EditableColumn {
  key: string;
  title: string;
  /** A built-in cell type or a custom type registered through `customTypes`. Default 'input'. */
  type?: string;
  width?: number;
  minWidth?: number;
  placeholder?: string;
  defaultValue?: unknown;
  validateRules?: readonly ColumnRule<TableRow>[];
  disabled?: boolean;
  options?: readonly CellOption[];
  dictCode?: string;
  /** checkbox: the stored [checked, unchecked] values (default [true, false]). */
  customValue?: readonly [unknown, unknown];
  defaultChecked?: boolean;
  /** select: the typed text may become a value not among the options. */
  allowInput?: boolean;
  allowSearch?: boolean;
  /** upload, file, image */
  allowDownload?: boolean;
  allowRemove?: boolean;
  action?: string;
  token?: boolean;
  responseName?: string;
  /** JSON text; `uploadnum` limits the files of one cell (0 = unlimited). */
  fieldExtendJson?: string;
  statistics?: readonly Statistic[];
  /** popup: the popup report code and the fields it copies (orgFields of the pick → destFields of the row). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** Linked selects: columns sharing a key form a chain, each one's options filtered by the previous column's value. */
  linkageKey?: string;
  /** date / datetime display and storage format. */
  format?: string;
  /** slot: renders the cell. */
  slot?: (cell: CellProps) => ReactNode;
}

/** What every cell renderer receives. */
export interface CellProps {
  column: EditableColumn;
  row: TableRow;
  rowIndex: number;
  value: unknown;
  disabled: boolean;
  /** Whether the cell shows its editor (always-editing, or the clicked cell of a click-to-edit table). */
  editing: boolean;
  onChange(value: unknown): void;
  /** Sets other cells of the same row (popup destFields, linked selects). */
  onRowChange(values: Record<string, unknown>): void;
  /** Options of linked selects computed by the table; else the column's options. */
  options?: readonly CellOption[];
}

export type CellRenderer = (props: CellProps) => ReactNode;

/** A row's read-only sub-table, opened in a popover from the row's marker column (spec §2 'sub table'). */
export interface SubTableConfig {
  columns: readonly { key: string; title: string; width?: number }[];
  /** The row's sub rows; a failure is retried (`sub-table.ts`). */
  load(row: TableRow): Promise<readonly Record<string, unknown>[]>;
  /** Popover content width (default 480). */
  width?: number;
}
