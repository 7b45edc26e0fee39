/** A table as the schemas derive it: what generated migrations create and the drift test compares. */
export interface ColumnSpec {
  readonly name: string;
  /** SQL type as both databases accept it. */
  readonly type: string;
  readonly notNull?: boolean;
  readonly primaryKey?: boolean;
  readonly default?: number;
}

export interface IndexSpec {
  readonly name: string;
  readonly columns: readonly string[];
  readonly unique?: boolean;
}

export interface TableSpec {
  readonly table: string;
  readonly columns: readonly ColumnSpec[];
  readonly indexes: readonly IndexSpec[];
  /** Columns with a substring-search index (`textIndex`). */
  readonly textIndex: readonly string[];
}

/** How a column type compares across databases: text, whole number or decimal. */
export type TypeClass = 'text' | 'int' | 'decimal';

export function typeClass(sqlType: string): TypeClass {
  const t = sqlType.toLowerCase();
  if (/int/.test(t)) return 'int';
  if (/real|double|float|numeric|decimal/.test(t)) return 'decimal';
  return 'text';
}
