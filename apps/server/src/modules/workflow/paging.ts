import { type SelectQueryBuilder, sql } from 'kysely';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { page } from '../../core/result.js';
import type { DB } from '../../db/types.js';

/** `column` contains `text` literally (the workflow lists' name and title filters). */
export const contains = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern('like', text)} escape ${sql.lit(LIKE_ESCAPE)}`;

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** The rows of one page of a filtered query in `order`, and its total (one count). */
export async function pageRows<T, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, T>,
  { pageNo, pageSize }: Paging,
): Promise<{ rows: T[]; total: number }> {
  const counted = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number((counted as { n?: number | string } | undefined)?.n ?? 0);
  const rows = total
    ? await select(q)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute()
    : [];
  return { rows, total };
}

/** A page of a filtered query: its total and the rows of the page in `order`, each mapped by `map`. */
export async function pageOf<T, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, T>,
  paging: Paging,
  map: (row: T) => Record<string, unknown> = (r) => r as Record<string, unknown>,
) {
  const { rows, total } = await pageRows(q, select, paging);
  return page(rows.map(map), total, paging.pageNo, paging.pageSize);
}
