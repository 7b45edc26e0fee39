export type { EditableTableApi, EditableTableProps } from './EditableTable';
export { default, INSERT_INTERVAL_MS, TOO_FAST_MESSAGE } from './EditableTable';
export { TEMP_ID_PREFIX } from './row-state';
export { SUB_TABLE_FAILED, SUB_TABLE_TITLE } from './sub-table';
export type { CellOption, CellProps, CellRenderer, EditableColumn, SubTableConfig, TableRow } from './types';
export { TableValidationError } from './validation';
