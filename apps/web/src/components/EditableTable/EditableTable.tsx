import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Space } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import AddButtonSettings from '../AddButtonSettings/AddButtonSettings';
import { type AddSettings, insertIndex, readAddSettings } from '../AddButtonSettings/rules';
import { cellRenderers } from './cell-types';
import { columnWidth, markerWidth, ROW_HEIGHTS, type TableSize, visibleColumns } from './column-layout';
import './EditableTable.css';
import { t, translated } from '../../locales/i18n';
import { type DisabledRows, isRowDisabled } from './row-state';
import { type SelectionType, selectionState } from './selection';
import { footerKinds } from './statistics';
import { StatisticsFooter, TableHeader } from './TableChrome';
import { type RowHandlers, type RowLayout, TableRowView } from './TableRowView';
import type { CellRenderer, EditableColumn, SubTableConfig } from './types';
import { useColumnOptions } from './use-column-options';
import { type SocketHandlers, useTableSocket } from './use-table-socket';
import { useTableState } from './use-table-state';
import { errorKey } from './validation';
import { visibleRange } from './windowing';

/** Inserts from the toolbar closer together than this are refused (spec §8). */
export const INSERT_INTERVAL_MS = 1500;
export const TABLE_TEXTS = translated({ tooFast: 'table.tooFast' });

export interface EditableTableApi {
  /** Validates every cell; resolves with the rows (temporary ids without their prefix) or rejects with the error count. */
  getValues(): Promise<Record<string, unknown>[]>;
  /** Ids of removed rows that existed before. */
  getDeleteIds(): string[];
  getSelection(): string[];
  addRows(rows?: Record<string, unknown>[], index?: number): void;
  /** Removes rows by id (a string or an array of strings; anything else throws). */
  removeRows(ids: string | string[]): void;
  removeSelected(): void;
  /** Tells the other users of this table (`socketKey`) about a saved row; false when the socket is not open. */
  socketSendUpdateRow(row: Record<string, unknown>): boolean;
}

export interface EditableTableProps {
  columns: readonly EditableColumn[];
  dataSource?: readonly Record<string, unknown>[];
  /** Called after every change with the rows as read and the deleted ids (forms keep the value). */
  onChange?(rows: Record<string, unknown>[], deletedIds: string[]): void;
  ref?: Ref<EditableTableApi>;
  size?: TableSize;
  /** Maximum height of the rows' viewport (spec §9: 400). */
  maxHeight?: number;
  rowNumber?: boolean;
  rowSelection?: SelectionType;
  dragSort?: boolean;
  /** A read-only sub-table per row, opened in a popover from its own marker column. */
  subTable?: SubTableConfig;
  /** The sort key renumbered 1..n (spec §9: orderNum); '' keeps the rows' own values. */
  dragSortKey?: string;
  /** Click-to-edit: a cell shows its editor once clicked, an outside click closes it. Default: always editing. */
  clickToEdit?: boolean;
  disabled?: boolean;
  disabledRows?: DisabledRows;
  /** Rows added by the add button (spec §9: 1, at the bottom). */
  addRowNum?: number;
  /** Shows the add-button settings (rows per click, position) beside 新增, stored in the browser under this key. */
  addSettingsKey?: string;
  onAddSettingsSaved?(settings: AddSettings): void;
  maxRows?: number;
  toolbar?: boolean;
  /** New rows read without an id instead of the temporary id without its prefix. */
  dropTempIds?: boolean;
  customTypes?: Readonly<Record<string, CellRenderer>>;
  /**
   * Real-time editing (spec §7): the table joins the socket page of this key; rows other users save
   * (`socketSendUpdateRow`) are merged here by id. Starts with the screen's permission prefix (`cms:product` or
   * `cms:product:specs`): the page is shared by the users of the site holding that screen's list permission.
   */
  socketKey?: string;
  /** `common_send_date` callbacks by key. */
  socketHandlers?: SocketHandlers;
}

/** Popups of cell editors render outside the table: a click in them is not an outside click. */
const POPUPS = '.ant-select-dropdown,.ant-picker-dropdown,.ant-popover,.ant-modal-root';

/** The editable table of spec §3-§9: typed cells, column rules, row states, selection, drag sort, virtual rows. */
export default function EditableTable(props: EditableTableProps) {
  const { columns, size = 'medium', maxHeight = 400, dragSortKey = 'orderNum', addRowNum = 1 } = props;
  const { message } = App.useApp();
  const renderers = useMemo(() => cellRenderers(props.customTypes), [props.customTypes]);
  const options = useColumnOptions(columns);
  const { state, selected, errors, setCell, api } = useTableState({
    columns,
    dataSource: props.dataSource,
    sortKey: dragSortKey,
    disabledRows: props.disabledRows,
    selectionType: props.rowSelection ?? 'checkbox',
    dropTempIds: props.dropTempIds ?? false,
    onChange: props.onChange,
  });
  const sendRow = useTableSocket({
    socketKey: props.socketKey,
    onRemoteRow: api.mergeRow,
    handlers: props.socketHandlers,
  });
  const [editing, setEditing] = useState<{ rowId: string; key: string } | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const lastInsert = useRef(0);
  const dragFrom = useRef<number | null>(null);

  useImperativeHandle(
    props.ref,
    () => ({
      getValues: api.getValues,
      getDeleteIds: api.deletedIds,
      getSelection: () => [...selected],
      addRows: (rows, index) => api.add(rows, index),
      removeRows: (ids) => api.remove(ids),
      removeSelected: () => api.remove(selected),
      socketSendUpdateRow: sendRow,
    }),
    [api, selected, sendRow],
  );

  useEffect(() => {
    if (!props.clickToEdit || !editing) return;
    const close = (e: MouseEvent) => {
      const target = e.target as Element;
      if (!scroller.current?.contains(target) && !target.closest?.(POPUPS)) setEditing(null);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [props.clickToEdit, editing]);

  const shown = useMemo(() => visibleColumns(columns), [columns]);
  const kinds = useMemo(() => footerKinds(columns), [columns]);
  const layout = useMemo<RowLayout>(
    () => ({
      columns: shown,
      allColumns: columns,
      widths: shown.map(columnWidth),
      markerWidth: markerWidth(kinds.length > 0),
      rowNumber: props.rowNumber ?? true,
      selection: props.rowSelection,
      dragSort: props.dragSort ?? false,
      subTable: props.subTable,
      rowHeight: ROW_HEIGHTS[size],
      clickToEdit: props.clickToEdit ?? false,
      tableDisabled: props.disabled ?? false,
      renderers,
      options,
    }),
    [
      shown,
      columns,
      kinds,
      props.rowNumber,
      props.rowSelection,
      props.dragSort,
      props.subTable,
      size,
      props.clickToEdit,
      props.disabled,
      renderers,
      options,
    ],
  );
  const handlers = useMemo<RowHandlers>(
    () => ({
      setCell,
      toggle: api.toggle,
      startEdit: (rowId, key) => setEditing({ rowId, key }),
      dragStart: (index) => {
        dragFrom.current = index;
      },
      drop: (index) => {
        if (dragFrom.current !== null) api.move(dragFrom.current, index);
        dragFrom.current = null;
      },
    }),
    [setCell, api],
  );
  const errorsByRow = useMemo(() => {
    const byRow = new Map<string, Record<string, string>>();
    for (const [key, text] of errors) {
      const [rowId, column] = key.split('\u0000');
      byRow.set(rowId, { ...byRow.get(rowId), [column]: text });
    }
    return byRow;
  }, [errors]);
  const chosen = useMemo(() => new Set(selected), [selected]);

  const { rows } = state;
  const atMax = props.maxRows !== undefined && rows.length >= props.maxRows;
  const onAdd = useCallback(() => {
    const now = Date.now();
    if (now - lastInsert.current < INSERT_INTERVAL_MS) {
      message.warning(TABLE_TEXTS.tooFast);
      return;
    }
    lastInsert.current = now;
    const defaults = { rows: addRowNum, position: 0 };
    const settings = props.addSettingsKey ? readAddSettings(props.addSettingsKey, defaults) : defaults;
    const at = insertIndex(settings.position, rows.length);
    api.add(
      Array.from({ length: settings.rows }, () => ({})),
      at,
    );
    requestAnimationFrame(() => {
      const box = scroller.current;
      if (box) box.scrollTop = at === undefined ? box.scrollHeight : at * layout.rowHeight;
    });
  }, [api, addRowNum, message, props.addSettingsKey, layout.rowHeight, rows.length]);

  const { first, last } = visibleRange(scrollTop, maxHeight, layout.rowHeight, rows.length);
  const totalWidth =
    layout.widths.reduce((a, b) => a + b, 0) +
    (layout.rowNumber ? 60 : 0) +
    (layout.selection ? layout.markerWidth : 0) +
    (layout.dragSort ? layout.markerWidth : 0) +
    (layout.subTable ? layout.markerWidth : 0);
  const readOnly = props.disabled;

  return (
    <div className="et-table">
      {props.toolbar !== false && !readOnly && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} disabled={atMax} onClick={onAdd}>
            {t('common.add')}
          </Button>
          {props.addSettingsKey && (
            <AddButtonSettings
              tableKey={props.addSettingsKey}
              defaults={{ rows: addRowNum, position: 0 }}
              onSaved={props.onAddSettingsSaved}
            />
          )}
          {props.rowSelection && (
            <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => api.remove(selected)}>
              {t('common.delete')}
            </Button>
          )}
        </Space>
      )}
      <div
        ref={scroller}
        className="et-scroll"
        style={{ maxHeight: maxHeight + 48 + kinds.length * 40 }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div style={{ width: totalWidth, minWidth: '100%' }}>
          <TableHeader
            layout={layout}
            all={props.rowSelection === 'checkbox' ? selectionState(selected, api.selectable()) : 'none'}
            onToggleAll={api.toggleAll}
          />
          <div className="et-body" style={{ height: rows.length * layout.rowHeight }}>
            {rows.slice(first, last).map((row, i) => (
              <TableRowView
                key={row.id}
                row={row}
                index={first + i}
                selected={chosen.has(row.id)}
                disabled={isRowDisabled(row, props.disabledRows)}
                editingKey={editing?.rowId === row.id ? editing.key : null}
                errors={errorsByRow.get(row.id)}
                layout={layout}
                handlers={handlers}
              />
            ))}
          </div>
          {!rows.length && (
            <Empty className="et-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
          )}
          {kinds.length > 0 && <StatisticsFooter layout={layout} kinds={kinds} rows={rows} />}
        </div>
      </div>
    </div>
  );
}

export { errorKey };
