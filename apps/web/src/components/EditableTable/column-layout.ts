/** Column widths of spec §9. */
import type { EditableColumn } from './types';

const DEFAULT_WIDTHS: Readonly<Record<string, number>> = { datetime: 200, sel_user: 220, sel_depart: 160 };
const MIN_WIDTHS: Readonly<Record<string, number>> = { datetime: 190, sel_user: 190, sel_depart: 190, date: 135 };
export const FALLBACK_WIDTH = 120;
export const ROW_NUMBER_WIDTH = 60;

/** Width of the row checkbox / radio / expand / drag-sort columns: 40 px, 60 px with a statistics footer. */
export const markerWidth = (withStatistics: boolean) => (withStatistics ? 60 : 40);

/** A data column's width: its own, else its type's default, never below its type's minimum. */
export function columnWidth(column: EditableColumn): number {
  const type = column.type ?? 'input';
  const width = column.width ?? DEFAULT_WIDTHS[type] ?? FALLBACK_WIDTH;
  return Math.max(width, column.minWidth ?? 0, MIN_WIDTHS[type] ?? 0);
}

/** The columns shown (hidden ones keep their values but have no cell). */
export const visibleColumns = (columns: readonly EditableColumn[]) => columns.filter((c) => c.type !== 'hidden');

export const ROW_HEIGHTS = { medium: 61, small: 49, mini: 41, tiny: 33 } as const;
export type TableSize = keyof typeof ROW_HEIGHTS;
