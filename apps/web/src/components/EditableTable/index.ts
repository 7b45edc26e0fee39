export type { EditableTableApi, EditableTableProps } from './EditableTable';
export { default, INSERT_INTERVAL_MS, TABLE_TEXTS } from './EditableTable';
export { TEMP_ID_PREFIX } from './row-state';
export { SUB_TABLE_TEXTS } from './sub-table';
export type { CellOption, CellProps, CellRenderer, EditableColumn, SubTableConfig, TableRow } from './types';
export { TableValidationError } from './validation';
