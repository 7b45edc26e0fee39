import type { EntityDef, PublicView, SortKey } from '@yunzhan/common/entities/index';
import { badRequest } from '../../core/errors.js';
import type { Condition, ListQuery } from '../../core/query/index.js';
import { toScalar } from '../../core/query/values.js';

export const PUBLIC_PAGE_SIZE = 10;
export const PUBLIC_MAX_PAGE_SIZE = 100;
const MAX_PAGE_NO = 100_000;
const MAX_SEARCH = 50;

const clip = (text: string) => (text.length > 32 ? `${text.slice(0, 32)}…` : text);

/** A query parameter of a public list: paging, sort, search or one of the view's filters. */
export const isPublicListParam = (view: PublicView, name: string): boolean =>
  ['pageNo', 'pageSize', 'sort', 'q'].includes(name) || view.filters.includes(name);

/**
 * A public list query: `pageNo`, `pageSize` (≤ 100), `sort` (`field` or `-field`, comma-separated, among the
 * schema's public sorts), `q` (substring of the public search fields) and `field=value` for each public filter.
 * Anything else is a 400: a public client learns at once that a filter does not exist.
 */
export function parsePublicQuery(entity: EntityDef, view: PublicView, params: Record<string, unknown>): ListQuery {
  const conditions: Condition[] = [];
  const one = (name: string): string | undefined => {
    const v = params[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw badRequest(`查询参数${clip(name)}只能出现一次`);
    if (v.includes('\0')) throw badRequest('查询参数包含非法字符');
    return v.trim();
  };
  for (const name of Object.keys(params)) {
    if (!isPublicListParam(view, name)) throw badRequest(`不支持的查询参数: ${clip(name)}`);
  }
  for (const name of view.filters) {
    const value = one(name);
    const field = entity.field(name);
    // Links filters (rows linked to an id) are the store's link scope, not a column condition.
    if (value && field && field.kind !== 'links')
      conditions.push({ type: 'compare', field: name, op: 'eq', value: toScalar(field, value) });
  }
  const q = one('q');
  if (q) {
    if (!view.search.length) throw badRequest('该内容不支持搜索');
    if ([...q].length > MAX_SEARCH) throw badRequest(`搜索词最多${MAX_SEARCH}个字符`);
    const likes = view.search.map((field): Condition => ({ type: 'like', field, op: 'like', text: q }));
    conditions.push(likes.length === 1 ? likes[0] : { type: 'or', items: likes });
  }
  return {
    conditions,
    sort: sortOf(entity, view, one('sort')),
    pageNo: positive(one('pageNo'), 1, MAX_PAGE_NO, '页码'),
    pageSize: positive(one('pageSize'), PUBLIC_PAGE_SIZE, PUBLIC_MAX_PAGE_SIZE, '每页条数'),
  };
}

function sortOf(entity: EntityDef, view: PublicView, raw: string | undefined): SortKey[] {
  const keys: SortKey[] = raw
    ? raw.split(',').map((item) => {
        const name = item.trim().replace(/^-/, '');
        if (!view.sort.includes(name)) throw badRequest(`不支持的排序字段: ${clip(item.trim())}`);
        return { field: name, order: item.trim().startsWith('-') ? 'desc' : 'asc' };
      })
    : [...entity.defaultSort];
  if (!keys.some((k) => k.field === 'id')) keys.push({ field: 'id', order: keys.at(-1)?.order ?? 'desc' });
  return keys;
}

function positive(raw: string | undefined, fallback: number, max: number, label: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${label}应为1到${max}之间的整数`);
  return n;
}
