import type { EntityDef } from '@yunzhan/common/entities/index';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/index.js';
import type { CompareOp, Condition, ListQuery } from './conditions.js';
import { pageOf } from './list-query.js';
import { LIKE_ESCAPE, likePattern } from './values.js';

export interface ApplyOptions {
  /** PostgreSQL matches LIKE case-insensitively through ILIKE, as SQLite (and JeecgBoot on MySQL) do. */
  dialect?: DialectName;
  /** Table name or alias to qualify columns with, for queries that join. */
  table?: string;
  /**
   * How an `indexed` condition reads the posting table: `exists` per row (a page read in index order stops early),
   * or `in` one set (a total counts every match once).
   */
  indexMode?: 'exists' | 'in';
}

// SQL text below comes only from these constants and the entity definition; every value is a bound parameter.
const COMPARE_SQL: Record<CompareOp, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };
const ESCAPE = sql.lit(LIKE_ESCAPE);

function columnRef(entity: EntityDef, field: string, opts: ApplyOptions) {
  const column = entity.columnOf(field);
  return sql.ref(opts.table ? `${opts.table}.${column}` : column);
}

/** The conditions as one boolean expression (true when there are none). */
export function whereOf(
  entity: EntityDef,
  conditions: readonly Condition[],
  opts: ApplyOptions = {},
): Expression<SqlBool> {
  const column = (field: string) => columnRef(entity, field, opts);
  const like = sql.raw(opts.dialect === 'postgres' ? 'ilike' : 'like');
  const join = (items: readonly Condition[], op: 'and' | 'or'): RawBuilder<SqlBool> =>
    items.length ? sql`(${sql.join(items.map(compile), sql.raw(` ${op} `))})` : op === 'and' ? sql`1 = 1` : sql`1 = 0`;
  function compile(c: Condition): RawBuilder<SqlBool> {
    switch (c.type) {
      case 'compare':
        return sql`${column(c.field)} ${sql.raw(COMPARE_SQL[c.op])} ${c.value}`;
      case 'in':
        return sql`${column(c.field)} in (${sql.join(c.values)})`;
      case 'like':
        return sql`${column(c.field)} ${like} ${likePattern(c.op, c.text)} escape ${ESCAPE}`;
      case 'and':
      case 'or':
        return join(c.items, c.type);
      case 'none':
        return sql`1 = 0`;
      case 'indexed':
        return indexed(c);
    }
  }
  function indexed(c: Extract<Condition, { type: 'indexed' }>): RawBuilder<SqlBool> {
    const posting = sql.table(c.posting);
    const id = column('id');
    if (opts.indexMode === 'in') {
      const sets = c.grams.map((g) => sql`select row_id from ${posting} where field = ${c.slot} and gram = ${g}`);
      return sql`${id} in (${sql.join(sets, sql` intersect `)})`;
    }
    const self = sql.ref(`${opts.table ?? entity.table}.${entity.columnOf('id')}`);
    const exists = c.grams.map(
      (g) =>
        sql`exists (select 1 from ${posting} p where p.field = ${c.slot} and p.gram = ${g} and p.row_id = ${self})`,
    );
    return sql`(${sql.join(exists, sql` and `)})`;
  }
  return join(conditions, 'and');
}

/** The query's conditions (for the page, the total count, or an export). */
export function applyFilters<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  entity: EntityDef,
  query: Pick<ListQuery, 'conditions'>,
  opts: ApplyOptions = {},
): SelectQueryBuilder<DB, TB, O> {
  return query.conditions.length ? qb.where(whereOf(entity, query.conditions, opts)) : qb;
}

export function applySort<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  entity: EntityDef,
  query: Pick<ListQuery, 'sort'>,
  opts: ApplyOptions = {},
): SelectQueryBuilder<DB, TB, O> {
  return query.sort.reduce((q, key) => q.orderBy(columnRef(entity, key.field, opts), key.order), qb);
}

/** Conditions, order and page: the records of one list page. */
export function applyListQuery<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  entity: EntityDef,
  query: ListQuery,
  opts: ApplyOptions = {},
): SelectQueryBuilder<DB, TB, O> {
  const { pageSize, offset } = pageOf(query);
  return applySort(applyFilters(qb, entity, query, opts), entity, query, opts)
    .limit(pageSize)
    .offset(offset);
}
