/**
 * Row states of the editable table (spec §4): rows added on the client carry a temporary id; removing such a
 * row discards it, removing an existing row records its id as deleted; the sort key is renumbered after every
 * add, remove and move.
 */
import type { TableRow } from './types';

export const TEMP_ID_PREFIX = 'tmp_';

export interface RowsState {
  rows: TableRow[];
  /** Ids of removed rows that existed before (sent to the server as deleted). */
  deletedIds: string[];
}

let tempSeq = 0;
/** A fresh client-side id: the prefix, then a unique suffix. */
export const tempId = (): string => `${TEMP_ID_PREFIX}${Date.now().toString(36)}_${(++tempSeq).toString(36)}`;

export const isNewRow = (row: Pick<TableRow, 'id'>): boolean => row.id.startsWith(TEMP_ID_PREFIX);

/** Numbers the sort key 1..n in row order; rows whose number is already right are kept as they are. */
export function renumber(rows: readonly TableRow[], sortKey: string | undefined): TableRow[] {
  if (!sortKey) return [...rows];
  return rows.map((row, i) => (row[sortKey] === i + 1 ? row : { ...row, [sortKey]: i + 1 }));
}

/** Gives every row an id (a temporary one when it has none) so it can be tracked. */
export function initialRows(source: readonly Record<string, unknown>[], sortKey?: string): RowsState {
  const rows = source.map((r) => (typeof r.id === 'string' && r.id ? (r as TableRow) : { ...r, id: tempId() }));
  return { rows: renumber(rows, sortKey), deletedIds: [] };
}

/** Inserts rows at `index` (default: the bottom). */
export function addRows(
  state: RowsState,
  added: readonly Record<string, unknown>[],
  index: number | undefined,
  sortKey: string | undefined,
): RowsState {
  const fresh = added.map((r) => ({ ...r, id: tempId() }));
  const at = index === undefined || index < 0 || index > state.rows.length ? state.rows.length : index;
  const rows = [...state.rows.slice(0, at), ...fresh, ...state.rows.slice(at)];
  return { ...state, rows: renumber(rows, sortKey) };
}

/** Removes rows by id; throws on an argument that is neither a string nor an array of strings (spec §8). */
export function removeRows(state: RowsState, ids: unknown, sortKey: string | undefined): RowsState {
  const list = typeof ids === 'string' ? [ids] : ids;
  if (!Array.isArray(list) || list.some((id) => typeof id !== 'string')) {
    throw new TypeError('removeRows 的参数必须是行 id 字符串或字符串数组');
  }
  const gone = new Set(list as string[]);
  const deleted = state.rows.filter((r) => gone.has(r.id) && !isNewRow(r)).map((r) => r.id);
  const rows = state.rows.filter((r) => !gone.has(r.id));
  return { rows: renumber(rows, sortKey), deletedIds: [...state.deletedIds, ...deleted] };
}

/** Moves the row at `from` to `to` (drag sort). */
export function moveRow(state: RowsState, from: number, to: number, sortKey: string | undefined): RowsState {
  const n = state.rows.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return state;
  const rows = [...state.rows];
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved);
  return { ...state, rows: renumber(rows, sortKey) };
}

/** Sets cells of one row; the other rows keep their identity (memoised rows do not re-render). */
export function updateRow(state: RowsState, id: string, values: Record<string, unknown>): RowsState {
  const i = state.rows.findIndex((r) => r.id === id);
  if (i < 0) return state;
  const rows = [...state.rows];
  rows[i] = { ...rows[i], ...values };
  return { ...state, rows };
}

/** Values as read by the caller: a temporary id loses its prefix, or is dropped with `dropTempIds`. */
export function readRows(rows: readonly TableRow[], dropTempIds = false): Record<string, unknown>[] {
  return rows.map((row) => {
    if (!isNewRow(row)) return { ...row };
    const { id, ...rest } = row;
    return dropTempIds ? rest : { ...rest, id: id.slice(TEMP_ID_PREFIX.length) };
  });
}

/** Rows disabled by field values: `{ status: '2' }` or `{ status: ['2', '3'] }` disables rows holding those values. */
export type DisabledRows = Record<string, unknown>;

export function isRowDisabled(row: Record<string, unknown>, rules: DisabledRows | undefined): boolean {
  if (!rules) return false;
  return Object.entries(rules).some(([key, match]) =>
    Array.isArray(match) ? match.includes(row[key]) : row[key] === match,
  );
}
