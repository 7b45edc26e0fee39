/**
 * Linked selects (spec §3 linkageKey): the columns sharing a linkage key form a chain in column order; each
 * column's options are those whose `parent` is the previous column's value in the same row, and changing a column
 * clears the columns after it.
 */
import type { CellOption, EditableColumn } from './types';

const chainOf = (columns: readonly EditableColumn[], linkageKey: string) =>
  columns.filter((c) => c.linkageKey === linkageKey);

/** Options of a linked column for one row; a column outside any chain keeps its own options. */
export function linkedOptions(
  columns: readonly EditableColumn[],
  column: EditableColumn,
  row: Record<string, unknown>,
): readonly CellOption[] | undefined {
  if (!column.linkageKey) return column.options;
  const chain = chainOf(columns, column.linkageKey);
  const at = chain.findIndex((c) => c.key === column.key);
  const all = column.options ?? [];
  if (at <= 0) return all.filter((o) => o.parent === undefined || o.parent === '');
  const parentValue = row[chain[at - 1].key];
  if (parentValue === undefined || parentValue === null || parentValue === '') return [];
  return all.filter((o) => o.parent === String(parentValue));
}

/** The cells to clear when `column` changes: the later columns of its chain. */
export function linkageResets(columns: readonly EditableColumn[], column: EditableColumn): Record<string, undefined> {
  if (!column.linkageKey) return {};
  const chain = chainOf(columns, column.linkageKey);
  const at = chain.findIndex((c) => c.key === column.key);
  return Object.fromEntries(chain.slice(at + 1).map((c) => [c.key, undefined]));
}
