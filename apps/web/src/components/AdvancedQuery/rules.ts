import { type MessageKey, t } from '../../locales/i18n';

/** The advanced query builder's rules (spec §4, §5, §9) as plain functions, free of React. */

/** A matching rule; its label is read in the interface language. */
const rule = <V extends string>(value: V) => ({
  value,
  get label() {
    return t(`query.rule.${value}` as MessageKey);
  },
});

export const QUERY_RULES = [
  rule('eq'),
  rule('like'),
  rule('right_like'),
  rule('left_like'),
  rule('in'),
  rule('ne'),
  rule('gt'),
  rule('ge'),
  rule('lt'),
  rule('le'),
] as const;

export type QueryRule = (typeof QUERY_RULES)[number]['value'];
export type SuperQueryMatchType = 'and' | 'or';

/** Messages of the builder, read in the interface language. */
export const QUERY_MESSAGES = {
  get emptySearch() {
    return t('query.emptySearch');
  },
  get emptySave() {
    return t('query.emptySave');
  },
  get nameRequired() {
    return t('query.nameRequired');
  },
  overwrite: (name: string) => t('query.overwrite', { name }),
  get confirmDelete() {
    return t('query.confirmDelete');
  },
};

export type QueryValue = string | string[] | undefined;

/** One line of the builder; `options` (a dictionary's items) is UI-only and stripped before emitting. */
export interface QueryLine {
  key: string;
  field?: string;
  rule: QueryRule;
  val?: QueryValue;
  type?: string;
  dbType?: string;
  dictCode?: string;
  options?: readonly { value: string; text: string }[];
}

/** What the list endpoint receives in `superQueryParams` (contract §4.3). */
export interface SuperQueryItem {
  field: string;
  rule: QueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: QueryLine[];
}

let lineSeq = 0;

/** A fresh line: no field, rule eq, no value. */
export function emptyLine(): QueryLine {
  lineSeq += 1;
  return { key: `line-${Date.now()}-${lineSeq}`, rule: 'eq' };
}

const valueIsEmpty = (val: QueryValue) => val === undefined || (Array.isArray(val) ? val.length === 0 : val === '');

/** A line is empty when it lacks its field, rule or value. */
export const isLineEmpty = (line: QueryLine) => !line.field || !line.rule || valueIsEmpty(line.val);

/** True when there is nothing to query: no line at all, or no line with field, rule and value. */
export const isQueryEmpty = (lines: readonly QueryLine[]) => lines.every(isLineEmpty);

/** Changing the rule: a multi-value kept when leaving 'in' becomes its first value. */
export function changeRule(line: QueryLine, rule: QueryRule): QueryLine {
  if (rule !== 'in' && Array.isArray(line.val)) return { ...line, rule, val: line.val[0] };
  if (rule === 'in' && typeof line.val === 'string' && line.val !== '') return { ...line, rule, val: [line.val] };
  return { ...line, rule };
}

/** Empty lines dropped, option lists stripped, multi-values joined with commas. */
export function toSuperQuery(lines: readonly QueryLine[]): SuperQueryItem[] {
  return lines
    .filter((line) => !isLineEmpty(line))
    .map(({ field, rule, val, type, dbType }) => ({
      field: field as string,
      rule,
      val: Array.isArray(val) ? val.join(',') : (val as string),
      ...(type ? { type } : {}),
      ...(dbType ? { dbType } : {}),
    }));
}

export type SearchCheck = { ok: true; params: SuperQueryItem[] } | { ok: false; error: string };

export function checkSearch(lines: readonly QueryLine[]): SearchCheck {
  if (isQueryEmpty(lines)) return { ok: false, error: QUERY_MESSAGES.emptySearch };
  return { ok: true, params: toSuperQuery(lines) };
}

export type SaveCheck = { ok: true; overwrite: boolean } | { ok: false; error: string };

/** Saving: conditions first, then the name, then whether it replaces a saved query of the same name. */
export function checkSave(lines: readonly QueryLine[], name: string, saved: readonly SavedQuery[]): SaveCheck {
  if (isQueryEmpty(lines)) return { ok: false, error: QUERY_MESSAGES.emptySave };
  const title = name.trim();
  if (!title) return { ok: false, error: QUERY_MESSAGES.nameRequired };
  return { ok: true, overwrite: saved.some((q) => q.title === title) };
}

/** The saved list after saving `lines` under `name` (replacing one with the same name, in place). */
export function withSaved(
  saved: readonly SavedQuery[],
  name: string,
  lines: readonly QueryLine[],
  matchType: SuperQueryMatchType,
): SavedQuery[] {
  const entry: SavedQuery = {
    title: name.trim(),
    matchType,
    records: lines.filter((line) => !isLineEmpty(line)).map(({ options: _options, ...line }) => line),
  };
  const index = saved.findIndex((q) => q.title === entry.title);
  return index < 0 ? [...saved, entry] : saved.map((q, i) => (i === index ? entry : q));
}

/** Loading a saved query replaces the lines (fresh keys, so the rows re-mount with the saved values). */
export function linesOf(query: SavedQuery): QueryLine[] {
  const lines = query.records.map((line) => ({ ...line, key: emptyLine().key }));
  return lines.length ? lines : [emptyLine()];
}
