/** Column rules of the table (spec §5), run by the shared validation of `@yunzhan/common`. */
import { type TableColumn, TableValidationError, validateCell, validateRows } from '@yunzhan/common/validation/index';
import type { EditableColumn, TableRow } from './types';

/** Failing cells by `errorKey(rowId, columnKey)`. */
export type CellErrors = ReadonlyMap<string, string>;
export const errorKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

const ruleColumns = (columns: readonly EditableColumn[]): TableColumn<TableRow>[] =>
  columns.filter((c) => c.validateRules?.length).map((c) => ({ key: c.key, title: c.title, rules: c.validateRules }));

/** Validates every cell; resolves with the failing cells (empty when all pass). */
export async function validateTable(rows: readonly TableRow[], columns: readonly EditableColumn[]) {
  const result = await validateRows(rows, ruleColumns(columns));
  const errors = new Map<string, string>();
  for (const e of result.errors) errors.set(errorKey(rows[e.rowIndex].id, e.key), e.message);
  return { result, errors };
}

/** Rejection of `getValues()`: the error count (spec §5) and the failing cells. */
export { TableValidationError };

/** One cell after an edit (its column's rules against the other rows). */
export async function validateOneCell(rows: readonly TableRow[], rowIndex: number, column: EditableColumn) {
  if (!column.validateRules?.length) return undefined;
  return validateCell({ key: column.key, title: column.title, rules: column.validateRules }, { rows, rowIndex });
}
