import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkboxDefault } from './cells/CheckboxCell';
import { linkageResets } from './linkage';
import {
  addRows,
  type DisabledRows,
  initialRows,
  isRowDisabled,
  moveRow,
  type RowsState,
  readRows,
  removeRows,
  updateRow,
} from './row-state';
import { type SelectionType, toggleAll, toggleSelection } from './selection';
import type { EditableColumn, TableRow } from './types';
import { type CellErrors, errorKey, TableValidationError, validateOneCell, validateTable } from './validation';

export interface TableStateOptions {
  columns: readonly EditableColumn[];
  dataSource?: readonly Record<string, unknown>[];
  /** Sort key renumbered 1..n after add, remove and move (spec §9 dragsort key orderNum); '' for none. */
  sortKey: string;
  disabledRows?: DisabledRows;
  selectionType: SelectionType;
  dropTempIds: boolean;
  onChange?(rows: Record<string, unknown>[], deletedIds: string[]): void;
}

/** A new row: each column's defaultValue (checkbox: its customValue by defaultChecked), then the given values. */
export function newRow(columns: readonly EditableColumn[], values: Record<string, unknown> = {}) {
  const row: Record<string, unknown> = {};
  for (const c of columns) {
    if (c.type === 'checkbox') row[c.key] = checkboxDefault(c);
    if (c.defaultValue !== undefined) row[c.key] = c.defaultValue;
  }
  return { ...row, ...values };
}

/** The rows, deletions, selection and cell errors of one editable table, and the operations on them. */
export function useTableState(o: TableStateOptions) {
  const sortKey = o.sortKey || undefined;
  const [state, setState] = useState<RowsState>(() => initialRows(o.dataSource ?? [], sortKey));
  const [selected, setSelected] = useState<string[]>([]);
  const [errors, setErrors] = useState<CellErrors>(new Map());
  const stateRef = useRef(state);
  stateRef.current = state;
  const opts = useRef(o);
  opts.current = o;
  const emitted = useRef<readonly Record<string, unknown>[] | undefined>(o.dataSource);

  // A new dataSource from outside (not the rows this table just reported) replaces the rows.
  useEffect(() => {
    if (o.dataSource === emitted.current) return;
    emitted.current = o.dataSource;
    setState(initialRows(o.dataSource ?? [], sortKey));
    setSelected([]);
    setErrors(new Map());
  }, [o.dataSource, sortKey]);

  const commit = useCallback((next: RowsState) => {
    stateRef.current = next;
    setState(next);
    const { onChange, dropTempIds } = opts.current;
    if (onChange) {
      const values = readRows(next.rows, dropTempIds);
      emitted.current = values;
      onChange(values, next.deletedIds);
    }
  }, []);

  const setCell = useCallback(
    (rowId: string, column: EditableColumn, value: unknown, extra: Record<string, unknown> = {}) => {
      const { columns } = opts.current;
      const next = updateRow(stateRef.current, rowId, {
        ...linkageResets(columns, column),
        ...extra,
        [column.key]: value,
      });
      commit(next);
      const rowIndex = next.rows.findIndex((r) => r.id === rowId);
      void validateOneCell(next.rows, rowIndex, column).then((message) =>
        setErrors((prev) => {
          const key = errorKey(rowId, column.key);
          if (prev.get(key) === message) return prev;
          const copy = new Map(prev);
          if (message === undefined) copy.delete(key);
          else copy.set(key, message);
          return copy;
        }),
      );
    },
    [commit],
  );

  const api = useMemo(() => {
    const selectable = () =>
      stateRef.current.rows.filter((r) => !isRowDisabled(r, opts.current.disabledRows)).map((r) => r.id);
    return {
      add(rows: Record<string, unknown>[] = [{}], index?: number) {
        const { columns } = opts.current;
        commit(
          addRows(
            stateRef.current,
            rows.map((r) => newRow(columns, r)),
            index,
            sortKey,
          ),
        );
      },
      remove(ids: unknown) {
        commit(removeRows(stateRef.current, ids, sortKey));
        const gone = new Set(typeof ids === 'string' ? [ids] : (ids as string[]));
        setSelected((prev) => prev.filter((id) => !gone.has(id)));
      },
      /** Another user's saved row (id, optional tug_status, other fields): merged into the row of that id, if any. */
      mergeRow(row: Record<string, unknown> & { id: string }) {
        const next = updateRow(stateRef.current, row.id, row);
        if (next !== stateRef.current) commit(next);
      },
      move(from: number, to: number) {
        commit(moveRow(stateRef.current, from, to, sortKey));
      },
      toggle(id: string) {
        setSelected((prev) => toggleSelection(prev, id, opts.current.selectionType));
      },
      toggleAll() {
        setSelected((prev) => toggleAll(prev, selectable()));
      },
      clearSelection() {
        setSelected([]);
      },
      selectable,
      /** Validates every cell and shows the failures; resolves with the values or rejects with the error count. */
      async getValues() {
        const { rows } = stateRef.current;
        const { result, errors: found } = await validateTable(rows, opts.current.columns);
        setErrors(found);
        if (result.errorCount > 0) throw new TableValidationError(result);
        return readRows(rows, opts.current.dropTempIds);
      },
      deletedIds: () => [...stateRef.current.deletedIds],
      rows: (): readonly TableRow[] => stateRef.current.rows,
    };
  }, [commit, sortKey]);

  return { state, selected, errors, setCell, api };
}
