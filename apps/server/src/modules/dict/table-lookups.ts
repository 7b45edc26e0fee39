import { sql } from 'kysely';
import type { Row } from '../../core/crud/store.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { type Database, type DialectName, dynamic } from '../../db/index.js';
import { activeFilter, siteScoped, type TableDictDef, type TreeDef } from './registry.js';

export const MAX_TABLE_ROWS = 5000;

/** One value of a table dictionary: its code `v` and text `t`. */
export interface CodeText {
  v: unknown;
  t: unknown;
}

/** A level of a tree dictionary as `loadTreeData` answers it. */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  parentId: unknown;
}

/**
 * Reads of registered table dictionaries and trees (the lookups every form uses). Only rows a lookup may see:
 * not deleted, and for a site-scoped table those of the session's site.
 */
export class TableLookups {
  private readonly like;

  constructor(
    private readonly db: Database,
    dialect: DialectName,
  ) {
    this.like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  }

  private rows(d: TableDictDef, siteId: string | null) {
    let qb = dynamic(this.db)
      .selectFrom(d.table)
      .select([sql.ref(d.code).as('v'), sql.ref(d.text).as('t')]);
    const active = activeFilter(d.table);
    if (active) qb = qb.where(sql.ref(active.column), '=', active.value);
    if (siteScoped(d.table)) qb = qb.where(sql.ref('site_id'), '=', siteId);
    return qb;
  }

  /** Every value of a table dictionary in text order (at most MAX_TABLE_ROWS). */
  all(d: TableDictDef, siteId: string | null): Promise<CodeText[]> {
    return this.rows(d, siteId).orderBy(sql.ref(d.text)).limit(MAX_TABLE_ROWS).execute();
  }

  /** Values whose text or code is one of `list`, or (no list) contains `keyword`; in text order. */
  search(d: TableDictDef, siteId: string | null, q: { list?: string[]; keyword?: string; limit: number }) {
    let qb = this.rows(d, siteId);
    const { list, keyword } = q;
    if (list?.length) {
      qb = qb.where((eb) => eb.or([eb(sql.ref(d.text), 'in', list), eb(sql.ref(d.code), 'in', list)]));
    } else if (keyword) {
      const pattern = likePattern('like', keyword);
      const esc = sql.lit(LIKE_ESCAPE);
      const like = this.like;
      qb = qb.where(
        sql<boolean>`(${sql.ref(d.text)} ${like} ${pattern} escape ${esc} or ${sql.ref(d.code)} ${like} ${pattern} escape ${esc})`,
      );
    }
    return qb.orderBy(sql.ref(d.text)).limit(q.limit).execute();
  }

  /** code → text for some codes. */
  async texts(d: TableDictDef, siteId: string | null, codes: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.rows(d, siteId)
      .where(sql.ref(d.code), 'in', [...new Set(codes)])
      .execute();
    return new Map(rows.map((r) => [String(r.v), String(r.t ?? '')]));
  }

  /** One level of a tree: the children of `pid`, or the roots; `conditions` are equality filters. */
  async treeLevel(
    tree: TreeDef,
    q: { code: string; text: string; pid: string; conditions: [string, string | number][] },
  ): Promise<TreeOption[]> {
    const pidRef = sql.ref(tree.pid);
    let qb = dynamic(this.db)
      .selectFrom(tree.table)
      .select([sql.ref('id').as('i'), sql.ref(q.code).as('v'), sql.ref(q.text).as('t'), pidRef.as('p')]);
    if (tree.hasChild) qb = qb.select(sql.ref(tree.hasChild).as('h'));
    const active = activeFilter(tree.table);
    if (active) qb = qb.where(sql.ref(active.column), '=', active.value);
    if (q.pid) qb = qb.where(pidRef, '=', q.pid);
    else {
      qb = qb.where((eb) =>
        eb.or([eb(pidRef, 'is', null), eb(pidRef, '=', ''), ...(tree.root ? [eb(pidRef, '=', tree.root)] : [])]),
      );
    }
    for (const [column, value] of q.conditions) qb = qb.where(sql.ref(column), '=', value);
    const rows: Row[] = await qb.orderBy(sql.ref(tree.order)).orderBy(sql.ref('id')).limit(MAX_TABLE_ROWS).execute();

    let parents = new Set<string>();
    if (!tree.hasChild && rows.length) {
      let cq = dynamic(this.db)
        .selectFrom(tree.table)
        .select(pidRef.as('p'))
        .distinct()
        .where(
          pidRef,
          'in',
          rows.map((r) => String(r.i)),
        );
      if (active) cq = cq.where(sql.ref(active.column), '=', active.value);
      parents = new Set((await cq.execute()).map((r) => String(r.p)));
    }
    return rows.map((r) => ({
      key: String(r.v),
      value: String(r.v),
      title: String(r.t ?? ''),
      isLeaf: tree.hasChild ? String(r.h ?? '') !== '1' : !parents.has(String(r.i)),
      parentId: r.p ?? '',
    }));
  }
}
