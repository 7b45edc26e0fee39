export type { EditableTableApi, EditableTableProps } from './EditableTable';
export { default, INSERT_INTERVAL_MS, TOO_FAST_MESSAGE } from './EditableTable';
export { TEMP_ID_PREFIX } from './row-state';
export type { CellOption, CellProps, CellRenderer, EditableColumn, TableRow } from './types';
export { TableValidationError } from './validation';
