import { HolderOutlined } from '@ant-design/icons';
import { Checkbox, Radio } from 'antd';
import { memo } from 'react';
import { t } from '../../locales/i18n';
import { ALWAYS_LIVE_TYPES, displayText } from './cell-types';
import { linkedOptions } from './linkage';
import { SubTablePopover } from './SubTablePopover';
import type { CellOption, CellRenderer, EditableColumn, SubTableConfig, TableRow } from './types';

export interface RowHandlers {
  setCell(rowId: string, column: EditableColumn, value: unknown, extra?: Record<string, unknown>): void;
  toggle(rowId: string): void;
  startEdit(rowId: string, key: string): void;
  dragStart(index: number): void;
  drop(index: number): void;
}

export interface RowLayout {
  columns: readonly EditableColumn[];
  /** All columns, hidden ones included (linked selects look along them). */
  allColumns: readonly EditableColumn[];
  widths: readonly number[];
  markerWidth: number;
  rowNumber: boolean;
  selection: 'checkbox' | 'radio' | undefined;
  dragSort: boolean;
  subTable: SubTableConfig | undefined;
  rowHeight: number;
  clickToEdit: boolean;
  tableDisabled: boolean;
  renderers: Readonly<Record<string, CellRenderer>>;
  options: Readonly<Record<string, readonly CellOption[]>>;
}

interface Props {
  row: TableRow;
  index: number;
  selected: boolean;
  disabled: boolean;
  /** The key of this row's cell being edited (click-to-edit tables). */
  editingKey: string | null;
  errors: Readonly<Record<string, string>> | undefined;
  layout: RowLayout;
  handlers: RowHandlers;
}

/** One table row; memoised so that editing a cell re-renders only its row. */
export const TableRowView = memo(function TableRowView(p: Props) {
  const { row, index, layout: l, handlers: h } = p;
  const marker = { width: l.markerWidth, flex: 'none' } as const;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the row is only the drop target of its drag handle (a button)
    <div
      className="et-row"
      data-row-id={row.id}
      style={{ position: 'absolute', top: index * l.rowHeight, height: l.rowHeight }}
      onDragOver={(e) => l.dragSort && e.preventDefault()}
      onDrop={() => l.dragSort && h.drop(index)}
    >
      {l.rowNumber && (
        <div className="et-cell et-marker" style={{ width: 60, flex: 'none' }}>
          {index + 1}
        </div>
      )}
      {l.selection && (
        <div className="et-cell et-marker" style={marker}>
          {l.selection === 'radio' ? (
            <Radio
              aria-label={t('table.selectRow')}
              checked={p.selected}
              disabled={p.disabled}
              onChange={() => h.toggle(row.id)}
            />
          ) : (
            <Checkbox
              aria-label={t('table.selectRow')}
              checked={p.selected}
              disabled={p.disabled}
              onChange={() => h.toggle(row.id)}
            />
          )}
        </div>
      )}
      {l.dragSort && (
        <div className="et-cell et-marker" style={marker}>
          <button
            type="button"
            className="et-drag"
            draggable={!l.tableDisabled}
            aria-label={t('table.dragSort')}
            onDragStart={() => h.dragStart(index)}
          >
            <HolderOutlined />
          </button>
        </div>
      )}
      {l.subTable && (
        <div className="et-cell et-marker" style={marker}>
          <SubTablePopover row={row} config={l.subTable} />
        </div>
      )}
      {l.columns.map((column, c) => {
        const type = column.type ?? 'input';
        const options = column.linkageKey
          ? linkedOptions(l.allColumns, { ...column, options: l.options[column.key] }, row)
          : l.options[column.key];
        const disabled = l.tableDisabled || p.disabled || !!column.disabled;
        const editing = !l.clickToEdit || ALWAYS_LIVE_TYPES.has(type) || p.editingKey === column.key;
        const error = p.errors?.[column.key];
        const Renderer = l.renderers[type] ?? l.renderers.input;
        return (
          <div
            key={column.key}
            className={error ? 'et-cell et-invalid' : 'et-cell'}
            data-key={column.key}
            style={{ width: l.widths[c], flex: 'none' }}
            title={error}
          >
            {editing ? (
              <Renderer
                column={column}
                row={row}
                rowIndex={index}
                value={row[column.key]}
                disabled={disabled}
                editing
                options={options}
                onChange={(v) => h.setCell(row.id, column, v)}
                onRowChange={(values) => h.setCell(row.id, column, row[column.key], values)}
              />
            ) : (
              <button
                type="button"
                className="et-text"
                disabled={disabled}
                onClick={() => h.startEdit(row.id, column.key)}
              >
                {displayText(column, row[column.key], options)}
              </button>
            )}
            {error && <div className="et-error">{error}</div>}
          </div>
        );
      })}
    </div>
  );
});
