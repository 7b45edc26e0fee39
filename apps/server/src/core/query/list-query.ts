import type { EntityDef } from '@yunzhan/common/entities/index';
import type { Condition, ListQuery } from './conditions.js';
import { type Rule, ruleCondition, valueRule } from './rules.js';
import { parseSort } from './sort.js';
import { parseSuperQuery } from './super-query.js';
import type { DayEnd } from './values.js';

export type QueryParams = Record<string, string | string[] | undefined>;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
// Keeps the row offset a safe integer for both databases.
const MAX_PAGE_NO = 1_000_000;

/** A repeated parameter: the first value for the reserved ones (as Spring's `@RequestParam`)… */
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** …and all values joined with commas for field values (as Spring binds them onto a String property). */
const joined = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

/**
 * The list query of contract §4 for `entity`: per-field value rules, `_begin`/`_end` ranges, `_MultiString`,
 * the advanced query, sort and page. Parameters that are not filterable fields are ignored, as JeecgBoot binds
 * only entity properties; an unknown sort column, advanced-query field or rule, or an unreadable value is a 400.
 */
export function parseListQuery(entity: EntityDef, params: QueryParams): ListQuery {
  const conditions: Condition[] = [];
  const add = (name: string, rule: Rule | undefined, dayEnd?: DayEnd) => {
    const field = entity.field(name);
    const condition = field && rule && ruleCondition(name, field, rule, dayEnd);
    if (condition) conditions.push(condition);
  };
  const text = (key: string) => joined(params[key])?.trim();

  for (const name of entity.filterableFields) {
    add(name, valueRule(joined(params[name]) ?? ''));
    const begin = text(`${name}_begin`);
    if (begin) add(name, { op: 'ge', text: begin }, 'start');
    const end = text(`${name}_end`);
    if (end) add(name, { op: 'le', text: end }, 'end');
    const multi = text(`${name}_MultiString`);
    if (multi) add(name, { op: 'in', text: multi });
  }
  const advanced = parseSuperQuery(entity, first(params.superQueryParams), first(params.superQueryMatchType));
  if (advanced) conditions.push(advanced);

  return {
    conditions,
    sort: parseSort(entity, first(params.column), first(params.order)),
    pageNo: positiveInt(first(params.pageNo), 1, MAX_PAGE_NO),
    pageSize: positiveInt(first(params.pageSize), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** A page number or size: the default when missing or not a positive integer, at most `max`. */
function positiveInt(v: string | undefined, fallback: number, max: number): number {
  const n = Number(v?.trim());
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function pageOf(query: Pick<ListQuery, 'pageNo' | 'pageSize'>) {
  return { pageNo: query.pageNo, pageSize: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}
