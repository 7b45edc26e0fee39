/**
 * Editable-table column rules (spec §5, JeecgBoot JEditableTable / JVxeTable `validateRules`).
 *
 * A column's rules run in order and the first failure stops with its message. Within one rule the checks run as
 * required → pattern → unique → handler. Messages may use `{title}`, `{key}` or any other string/number column
 * property as placeholders (JeecgBoot's `${title}` spelling is accepted too).
 */
import {
  isEmptyValue,
  isNamedPattern,
  NAMED_PATTERNS,
  resolvePattern,
  testRegExp,
  UNIQUE_PATTERN,
  valueToText,
} from './patterns';

export interface CellContext<Row extends object = Record<string, unknown>> {
  /** The value being validated (the cell's value unless overridden). */
  value: unknown;
  row: Row;
  rowIndex: number;
  column: TableColumn<Row>;
  rows: readonly Row[];
  /** How many rows hold each value (by its text) in this column; `validateRows` precomputes it for unique rules. */
  valueCounts?: ReadonlyMap<string, number>;
}

/**
 * What a custom handler returns: `true`, `undefined`/`null` → pass; `false` → fail with the rule's message;
 * a string → fail with that message. A thrown error or rejected promise fails with its message.
 */
export type CellHandlerResult = boolean | string | undefined | null;
/** What a handler may return; `void` lets a handler with no return statement type-check (it passes). */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler with no return statement passes
export type CellHandlerReturn = CellHandlerResult | Promise<CellHandlerResult> | void;
export type CellHandler<Row extends object = Record<string, unknown>> = (ctx: CellContext<Row>) => CellHandlerReturn;

export interface ColumnRule<Row extends object = Record<string, unknown>> {
  /** Fails on null, undefined, '' and []. */
  required?: boolean;
  /** Fails when two or more rows share the (non-empty) value. Same as pattern 'only'. */
  unique?: boolean;
  /**
   * A named pattern (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money), 'only', a RegExp, or a regex source,
   * which runs in linear time (RE2: no back-references or lookaround; see ./user-pattern).
   */
  pattern?: string | RegExp;
  /** Custom, possibly asynchronous, check. Runs on empty values too. */
  handler?: CellHandler<Row>;
  /** Failure message; defaults depend on the check. */
  message?: string;
}

export interface TableColumn<Row extends object = Record<string, unknown>> {
  key: string;
  title?: string;
  rules?: readonly ColumnRule<Row>[];
}

export interface CellError {
  rowIndex: number;
  key: string;
  message: string;
}

export interface TableValidationResult {
  /** Number of failing cells. */
  errorCount: number;
  /** The failing cells, row by row in column order. */
  errors: CellError[];
}

export const DEFAULT_REQUIRED_MESSAGE = '{title}不能为空';
export const DEFAULT_UNIQUE_MESSAGE = '{title}不能重复';
export const DEFAULT_PATTERN_MESSAGE = '{title}格式不正确';
export const DEFAULT_HANDLER_MESSAGE = '{title}校验未通过';

/** Replaces `{prop}` (or `${prop}`) placeholders with the column's string or number properties (`title` falls back to `key`). */
export function formatRuleMessage(message: string, column: { key: string; title?: string }): string {
  const props = column as unknown as Record<string, unknown>;
  return message.replace(/\$?\{(\w+)\}/g, (_m, name: string) => {
    const v = name === 'title' ? (props.title ?? props.key) : props[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  });
}

const cellOf = (row: object | undefined, key: string): unknown =>
  row == null ? undefined : (row as Record<string, unknown>)[key];

const sameValue = (a: unknown, b: unknown): boolean =>
  !isEmptyValue(a) && !isEmptyValue(b) && (a === b || valueToText(a) === valueToText(b));

/** How many rows hold each non-empty value (by its text) in column `key`. */
export function countValues(rows: readonly object[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const v = cellOf(row, key);
    if (!isEmptyValue(v)) counts.set(valueToText(v), (counts.get(valueToText(v)) ?? 0) + 1);
  }
  return counts;
}

/** How many rows (the validated row included, with `value`) hold `value` in column `key`. */
function countSame<Row extends object>(ctx: CellContext<Row>, key: string): number {
  const { rows, rowIndex, value, valueCounts } = ctx;
  if (valueCounts) {
    const own = cellOf(rows[rowIndex], key);
    const ownCounted = !isEmptyValue(own) && valueToText(own) === valueToText(value) ? 1 : 0;
    return (valueCounts.get(valueToText(value)) ?? 0) - ownCounted + 1;
  }
  let count = 1;
  rows.forEach((row, i) => {
    if (i !== rowIndex && sameValue(cellOf(row, key), value)) count++;
  });
  return count;
}

async function runHandler<Row extends object>(
  handler: CellHandler<Row>,
  ctx: CellContext<Row>,
  fallback: string,
): Promise<string | undefined> {
  try {
    const result = await handler(ctx);
    if (result === false) return fallback;
    if (typeof result === 'string') return result;
    return undefined;
  } catch (e) {
    return e instanceof Error && e.message ? e.message : typeof e === 'string' && e ? e : fallback;
  }
}

/** RE2 for regex strings: loaded on first need, so a page whose tables have none never fetches it (a separate chunk). */
let engine: typeof import('./user-pattern') | undefined;

const isRegexSource = (pattern: unknown): boolean =>
  typeof pattern === 'string' && pattern !== '' && pattern !== UNIQUE_PATTERN && !isNamedPattern(pattern);

/** Loads the engine when some rule has a regex string; every entry point awaits it before checking. */
async function loadEngineFor(rules: readonly { pattern?: string | RegExp }[]): Promise<void> {
  if (!engine && rules.some((rule) => isRegexSource(rule.pattern))) engine = await import('./user-pattern');
}

/** A regex string tested on `text`: true, false, or the reason the pattern cannot run. */
function testRegexSource(pattern: string, text: string): boolean | string {
  if (!engine) throw new Error('user-pattern engine not loaded');
  try {
    return engine.userPattern(pattern).test(text);
  } catch (e) {
    if (e instanceof engine.UserPatternError) return e.message;
    throw e;
  }
}

/** The synchronous checks of one rule (required, pattern, unique); the failure message or undefined. */
function checkRuleSync<Row extends object>(rule: ColumnRule<Row>, ctx: CellContext<Row>): string | undefined {
  const { value, column } = ctx;
  const msg = (fallback: string) => formatRuleMessage(rule.message ?? fallback, column);
  const empty = isEmptyValue(value);
  const pattern = rule.pattern;
  const requiredLike = rule.required === true || pattern === '*';
  if (requiredLike && empty) {
    return msg(rule.required === true ? DEFAULT_REQUIRED_MESSAGE : NAMED_PATTERNS['*'].message);
  }
  if (pattern != null && pattern !== '' && pattern !== UNIQUE_PATTERN && pattern !== '*' && !empty) {
    const text = valueToText(value);
    if (typeof pattern === 'string' && !isNamedPattern(pattern)) {
      const matched = testRegexSource(pattern, text);
      // A rule that cannot run fails closed, saying why (the rule's own message is about the value).
      if (typeof matched === 'string') return formatRuleMessage(`{title}的校验规则有误：正则表达式${matched}`, column);
      if (!matched) return msg(DEFAULT_PATTERN_MESSAGE);
    } else if (!testRegExp(resolvePattern(pattern), text)) {
      return msg(isNamedPattern(pattern) ? NAMED_PATTERNS[pattern].message : DEFAULT_PATTERN_MESSAGE);
    }
  }
  if ((rule.unique === true || pattern === UNIQUE_PATTERN) && !empty) {
    if (countSame(ctx, column.key) >= 2) return msg(DEFAULT_UNIQUE_MESSAGE);
  }
  return undefined;
}

/** Checks one rule; the failure message (placeholders resolved) or undefined. */
export async function checkColumnRule<Row extends object>(
  rule: ColumnRule<Row>,
  ctx: CellContext<Row>,
): Promise<string | undefined> {
  await loadEngineFor([rule]);
  const error = checkRuleSync(rule, ctx);
  if (error !== undefined || !rule.handler) return error;
  return runHandler(rule.handler, ctx, formatRuleMessage(rule.message ?? DEFAULT_HANDLER_MESSAGE, ctx.column));
}

/** The rules from `from` on, in order: synchronous while no handler runs, so a table without handlers needs no promise per cell. */
function checkRulesFrom<Row extends object>(
  rules: readonly ColumnRule<Row>[],
  from: number,
  ctx: CellContext<Row>,
): string | undefined | Promise<string | undefined> {
  for (let i = from; i < rules.length; i++) {
    const rule = rules[i];
    const error = checkRuleSync(rule, ctx);
    if (error !== undefined) return error;
    if (rule.handler) {
      const handler = rule.handler;
      const fallback = formatRuleMessage(rule.message ?? DEFAULT_HANDLER_MESSAGE, ctx.column);
      return runHandler(handler, ctx, fallback).then((e) => e ?? checkRulesFrom(rules, i + 1, ctx));
    }
  }
  return undefined;
}

function cellContext<Row extends object>(
  column: TableColumn<Row>,
  target: { rows: readonly Row[]; rowIndex: number; value?: unknown; valueCounts?: ReadonlyMap<string, number> },
): CellContext<Row> {
  const row = target.rows[target.rowIndex] ?? ({} as Row);
  const value = 'value' in target ? target.value : cellOf(row, column.key);
  return { value, row, rowIndex: target.rowIndex, column, rows: target.rows, valueCounts: target.valueCounts };
}

/**
 * Validates one cell: the column's rules in order, stopping at the first failure.
 * `value` defaults to the cell's current value `rows[rowIndex][column.key]`; pass it to check a value being edited.
 */
export async function validateCell<Row extends object>(
  column: TableColumn<Row>,
  target: { rows: readonly Row[]; rowIndex: number; value?: unknown },
): Promise<string | undefined> {
  await loadEngineFor(column.rules ?? []);
  return checkRulesFrom(column.rules ?? [], 0, cellContext(column, target));
}

const hasUniqueRule = <Row extends object>(column: TableColumn<Row>) =>
  (column.rules ?? []).some((r) => r.unique === true || r.pattern === UNIQUE_PATTERN);

/**
 * Validates every cell of every row; resolves with the error count and the failing cells. Unique columns count
 * their values once (linear in the rows); cells whose rules have no handler are checked without a promise each.
 */
export async function validateRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
): Promise<TableValidationResult> {
  await loadEngineFor(columns.flatMap((column) => column.rules ?? []));
  const checked = columns
    .filter((column) => (column.rules?.length ?? 0) > 0)
    .map((column) => ({ column, valueCounts: hasUniqueRule(column) ? countValues(rows, column.key) : undefined }));
  const found: (CellError | Promise<CellError | undefined>)[] = [];
  rows.forEach((_row, rowIndex) => {
    for (const { column, valueCounts } of checked) {
      const outcome = checkRulesFrom(column.rules ?? [], 0, cellContext(column, { rows, rowIndex, valueCounts }));
      const toError = (message: string | undefined) =>
        message === undefined ? undefined : { rowIndex, key: column.key, message };
      if (outcome instanceof Promise) found.push(outcome.then(toError));
      else if (outcome !== undefined) found.push({ rowIndex, key: column.key, message: outcome });
    }
  });
  const errors = (await Promise.all(found)).filter((e): e is CellError => e !== undefined);
  return { errorCount: errors.length, errors };
}

/** Rejection of `getValidatedRows` when some cell fails. */
export class TableValidationError extends Error {
  readonly errorCount: number;
  readonly errors: CellError[];
  constructor(result: TableValidationResult) {
    super(`${result.errorCount} 处校验未通过`);
    this.name = 'TableValidationError';
    this.errorCount = result.errorCount;
    this.errors = result.errors;
  }
}

/** Getting all values: resolves with the rows when every cell passes, else rejects with a TableValidationError. */
export async function getValidatedRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
): Promise<Row[]> {
  const result = await validateRows(rows, columns);
  if (result.errorCount > 0) throw new TableValidationError(result);
  return [...rows];
}
