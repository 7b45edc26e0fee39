import type { EntityDef } from '@yunzhan/common/entities/index';
import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DialectName, DynamicDb } from '../../db/index.js';
import { insertIndexed } from '../../db/search-index.js';
import { applyFilters, applySort, type Condition, type ListQuery, pageOf, whereOf } from '../query/index.js';
import { hasKeyList, primaryKeyIndex } from '../query/key-index.js';
import { type TextNarrower, textNarrower } from '../query/text-index.js';
import { formatDateTime, newId } from '../time.js';
import { BulkInsert } from './bulk-insert.js';
import type { Values } from './input.js';
import { type Actor, actorOf, inScope, scopeValues, uniquenessScope, unruled } from './scope.js';

export { type Actor, actorOf, unruled };

import { VersionedCache } from './versioned-cache.js';

/** The engine reaches tables by name from entity definitions: see `dynamic()`. */
export type AnyDb = DynamicDb;
// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnySelect = SelectQueryBuilder<any, any, any>;
export type Row = Record<string, unknown>;

const aliased = (column: string, alias: string) => sql.ref(column).as(alias);

/** Extra list conditions and filters a module adds (data rules, a department filter …). */
export interface ListScope {
  conditions?: readonly Condition[];
  where?: (qb: AnySelect) => AnySelect;
  /** Names what `where` filters on, so that its totals can be cached like those of conditions. */
  key?: string;
}

/** How long a total is trusted without a data version (PostgreSQL: other processes may write). */
const COUNT_TTL_MS = 5_000;
/** With a data version a total stays exact until a write; the limit only bounds memory held by idle filters. */
const VERSIONED_COUNT_TTL_MS = 10 * 60_000;

/** The columns of a multi-row insert and each row's values in their order. */
interface RowPlan {
  columns: string[];
  row(values: Values, id: string): unknown[];
}

/**
 * Reads and writes the rows of one entity: every query is limited to the actor's site (site scope) and to rows
 * not soft-deleted; writes fill the audit columns. Totals are cached per filter: until the database's data
 * version moves where it has one (SQLite), else for a few seconds; this store's own writes drop them at once.
 */
export class EntityStore {
  /** Totals per filter; the promise is kept so concurrent requests share one count (no stampede). */
  private readonly counts = new VersionedCache<number>(1000);
  private readonly columns: string[];
  /** Every readable column aliased in camelCase, built once (Kysely's nodes are immutable). */
  private readonly selection: ReturnType<typeof aliased>[];
  private readonly narrow: TextNarrower;
  /**
   * Reads name every column in snake_case and alias it in camelCase themselves: they skip the camel-case
   * plugin's pass over each query and row (a hot path of every list and item request).
   */
  private readonly plain: AnyDb;
  private readonly bulk: BulkInsert;
  /** SQLite: the primary key's index, named by lists that hold an id list (`core/query/key-index.ts`). */
  private keyIndex?: Promise<string | undefined>;

  constructor(
    readonly entity: EntityDef,
    private readonly db: AnyDb,
    private readonly dialect: DialectName,
    private readonly dataVersion?: () => string,
  ) {
    this.narrow = textNarrower(db, dialect, dataVersion);
    this.plain = db.withoutPlugins();
    this.bulk = new BulkInsert(entity.table);
    this.columns = [...entity.columnFields, ...Object.keys(entity.auditFields)].filter(
      (n) => !entity.field(n)?.sensitive,
    );
    this.selection = this.columns.map((n) => aliased(entity.columnOf(n), n));
  }

  /**
   * The base query: the table, limited to what the actor may see — its site, its data rules on this entity, rows
   * not deleted (`deleted`: the recycle bin instead).
   */
  scoped(actor: Actor, db: AnyDb = this.db, deleted = false, indexedBy?: string): AnySelect {
    const table = this.entity.table;
    // Kysely has no `indexed by`: a raw table expression without alias compiles as written (its type wants one).
    const from = indexedBy ? sql`${sql.table(table)} indexed by ${sql.id(indexedBy)}` : table;
    let qb: AnySelect = db.selectFrom(from as never);
    qb = inScope(this.entity, actor, qb);
    if (this.entity.softDelete) qb = qb.where(sql.ref(this.entity.columnOf('delFlag')), '=', deleted ? 1 : 0);
    const rules = this.rulesOf(actor);
    if (rules.length) qb = qb.where(whereOf(this.entity, rules, { dialect: this.dialect }));
    const w = actor.within?.get(this.entity.name);
    const owners = w?.owner.scoped(actor, db).select(sql.ref(w.owner.entity.columnOf('id')).as('id'));
    return w && owners ? qb.where(sql.ref(this.entity.columnOf(w.field)), 'in', owners) : qb;
  }

  private rulesOf(actor: Actor): readonly Condition[] {
    return actor.rules?.get(this.entity.name) ?? [];
  }

  /** What of the actor limits this entity's rows beyond its site (a key of cached totals). */
  ruleKey(actor: Actor): unknown {
    const w = actor.within?.get(this.entity.name);
    return w ? [this.rulesOf(actor), w.field, w.owner.ruleKey(actor)] : this.rulesOf(actor);
  }

  /** Soft-deleted rows in the actor's scope, newest deletion first (recycle bin). */
  async deleted(actor: Actor, limit: number, ids?: readonly string[], db: AnyDb = this.plain): Promise<Row[]> {
    let qb = this.selectAll(this.scoped(actor, db, true));
    if (ids) qb = qb.where(sql.ref(this.entity.columnOf('id')), 'in', ids.length ? ids : ['']);
    return qb
      .orderBy(sql.ref(this.entity.columnOf('updateTime')), 'desc')
      .orderBy(sql.ref(this.entity.columnOf('id')))
      .limit(limit)
      .execute();
  }

  /** Restores soft-deleted rows (the caller has read them in scope). */
  async restore(trx: AnyDb, actor: Actor, ids: readonly string[]): Promise<void> {
    await this.setDeleted(trx, actor, ids, 0);
  }

  /** Deletes rows for good, soft-deleted or not (the caller has read them in scope). */
  async purge(trx: AnyDb, ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await trx
      .deleteFrom(this.entity.table)
      .where(sql.ref(this.entity.columnOf('id')), 'in', ids)
      .execute();
    this.counts.clear();
  }

  /** Rows in scope whose `field` is empty (the roots of a tree). */
  async roots(actor: Actor, field: string, db: AnyDb = this.plain): Promise<Row[]> {
    const ref = sql.ref(this.entity.columnOf(field));
    const qb = this.selectAll(this.scoped(actor, db)).where((eb) => eb.or([eb(ref, 'is', null), eb(ref, '=', '')]));
    const sort = [...this.entity.defaultSort, { field: 'id', order: 'asc' as const }];
    return applySort(qb, this.entity, { sort }, { dialect: this.dialect }).execute();
  }

  /** Rows in scope whose `field` holds one of `values` (children of parents, lines of a parent …). */
  async where(actor: Actor, field: string, values: readonly unknown[], db: AnyDb = this.plain): Promise<Row[]> {
    if (!values.length) return [];
    const qb = this.selectAll(this.scoped(actor, db)).where(sql.ref(this.entity.columnOf(field)), 'in', values);
    const sort = [...this.entity.defaultSort, { field: 'id', order: 'asc' as const }];
    return applySort(qb, this.entity, { sort }, { dialect: this.dialect }).execute();
  }

  private selectAll(qb: AnySelect): AnySelect {
    return qb.select(this.selection);
  }

  /** The primary key's index when the conditions hold an id list (SQLite), else undefined. */
  private async keyed(conditions: readonly Condition[]): Promise<string | undefined> {
    if (!hasKeyList(conditions)) return undefined;
    this.keyIndex ??= primaryKeyIndex(this.plain, this.dialect, this.entity.table);
    return this.keyIndex;
  }

  private filtered(
    actor: Actor,
    query: Pick<ListQuery, 'conditions'>,
    scope: ListScope = {},
    indexMode: 'exists' | 'in' = 'exists',
    indexedBy?: string,
  ): AnySelect {
    const conditions = [...query.conditions, ...(scope.conditions ?? [])];
    const opts = { dialect: this.dialect, indexMode };
    const qb = applyFilters(this.scoped(actor, this.plain, false, indexedBy), this.entity, { conditions }, opts);
    return scope.where ? scope.where(qb) : qb;
  }

  /** The queries of a list page: its rows and (built when the total is not kept) its total. */
  async pageQueries(
    actor: Actor,
    query: ListQuery,
    scope: ListScope = {},
  ): Promise<{ rows: AnySelect; total: () => AnySelect }> {
    const { pageSize, offset } = pageOf(query);
    const narrowed = { conditions: await this.narrow(this.entity, query.conditions) };
    const keyIndex = await this.keyed([...narrowed.conditions, ...(scope.conditions ?? [])]);
    const qb = this.filtered(actor, narrowed, scope, 'exists', keyIndex);
    const rows = applySort(this.selectAll(qb), this.entity, query, { dialect: this.dialect })
      .limit(pageSize)
      .offset(offset);
    const total = () =>
      this.filtered(actor, narrowed, scope, 'in', keyIndex).select((eb) => eb.fn.countAll().as('total'));
    return { rows, total };
  }

  async page(actor: Actor, query: ListQuery, scope: ListScope = {}): Promise<{ records: Row[]; total: number }> {
    const queries = await this.pageQueries(actor, query, scope);
    const records = await queries.rows.execute();
    const total = await this.count(actor, query, scope, queries.total);
    return { records, total };
  }

  private async count(actor: Actor, query: ListQuery, scope: ListScope, qb: () => AnySelect): Promise<number> {
    const run = async () => Number((await qb().executeTakeFirst())?.total ?? 0);
    // Module scopes (functions) cannot be keyed unless they name themselves: those counts are not cached.
    if (scope.where && scope.key === undefined) return run();
    const key = JSON.stringify([
      actor.siteId,
      actor.tenantId,
      this.ruleKey(actor),
      query.conditions,
      scope.conditions ?? [],
      scope.key ?? null,
    ]);
    const version = this.dataVersion?.();
    return this.counts.get(key, version, version === undefined ? COUNT_TTL_MS : VERSIONED_COUNT_TTL_MS, run);
  }

  /** Every matching row in list order, read in chunks (exports). */
  async *all(actor: Actor, query: ListQuery, scope: ListScope = {}, chunk = 2000): AsyncGenerator<Row> {
    const conditions = await this.narrow(this.entity, query.conditions);
    const qb = applySort(this.selectAll(this.filtered(actor, { conditions }, scope)), this.entity, query, {
      dialect: this.dialect,
    });
    for (let offset = 0; ; offset += chunk) {
      const rows = await qb.limit(chunk).offset(offset).execute();
      yield* rows;
      if (rows.length < chunk) return;
    }
  }

  async get(actor: Actor, id: string, db: AnyDb = this.plain): Promise<Row | undefined> {
    return this.selectAll(this.scoped(actor, db))
      .where(sql.ref(this.entity.columnOf('id')), '=', id)
      .executeTakeFirst();
  }

  async getMany(actor: Actor, ids: readonly string[], db: AnyDb = this.plain): Promise<Row[]> {
    if (!ids.length) return [];
    return this.selectAll(this.scoped(actor, db))
      .where(sql.ref(this.entity.columnOf('id')), 'in', ids)
      .execute();
  }

  /** Whether another row of the actor's site (data rules aside: a value is taken by rows it cannot see too) holds `value`. */
  async taken(
    actor: Actor,
    field: string,
    value: unknown,
    exceptId?: string,
    db: AnyDb = this.plain,
  ): Promise<boolean> {
    const who = { ...unruled(actor), ...uniquenessScope(this.entity, field, actor) };
    let qb = this.scoped(who, db).where(sql.ref(this.entity.columnOf(field)), '=', value);
    if (exceptId) qb = qb.where(sql.ref(this.entity.columnOf('id')), '<>', exceptId);
    return !!(await qb.select(sql.lit(1).as('one')).limit(1).executeTakeFirst());
  }

  async insert(trx: Transaction<unknown> | AnyDb, actor: Actor, values: Values, id = newId()): Promise<string> {
    await (trx as AnyDb)
      .insertInto(this.entity.table)
      .values(this.newRow(actor, values, id))
      .execute();
    this.counts.clear();
    return id;
  }

  /**
   * Inserts many rows with multi-row statements (imports); `columns` are raw column values every row gets
   * (columns outside the schema, e.g. a flag). Answers the new ids in order. Rows are written as `insert` would
   * write them (declared defaults, audit columns, site), grouped by the fields they carry.
   */
  async insertMany(
    trx: Transaction<unknown> | AnyDb,
    actor: Actor,
    rows: readonly Values[],
    columns: Record<string, unknown> = {},
  ): Promise<string[]> {
    const now = formatDateTime();
    const ids: string[] = [];
    const shapes = new Map<string, { plan: RowPlan; rows: unknown[][]; ids: string[] }>();
    for (const values of rows) {
      const id = newId();
      ids.push(id);
      // A field given as undefined is left out, as Kysely leaves it out of a single insert.
      const fields = Object.keys(values).filter((k) => values[k] !== undefined);
      const key = fields.join(',');
      let shape = shapes.get(key);
      if (!shape) {
        shape = { plan: this.rowPlan(fields, actor, now, columns), rows: [], ids: [] };
        shapes.set(key, shape);
      }
      shape.rows.push(shape.plan.row(values, id));
      shape.ids.push(id);
    }
    const insert = async () => {
      for (const { plan, rows } of shapes.values()) await this.bulk.run(trx as AnyDb, plan.columns, rows);
    };
    if (this.entity.textIndexed.length) {
      // The indexed columns' texts of the new rows, for their postings.
      const all = [...shapes.values()];
      const text = (column: string) =>
        all.flatMap(({ plan, rows }) => {
          const at = plan.columns.indexOf(column);
          return rows.map((r) => (at < 0 ? null : r[at]));
        });
      await insertIndexed(trx as AnyDb, this.entity.table, { ids: all.flatMap((s) => s.ids), text }, insert);
    } else {
      await insert();
    }
    this.counts.clear();
    return ids;
  }

  /**
   * The columns of a row carrying `fields` and how its values are read: the fields, then the declared defaults of
   * fields it lacks (fields no client writes, a status set by actions or a counter, start at their default), then
   * the id, audit columns and site (which win over fields of the same name), then `extra`. One rule for `insert`
   * and `insertMany`.
   */
  private rowPlan(fields: readonly string[], actor: Actor, now: string, extra: Record<string, unknown>): RowPlan {
    const source = new Map<string, (values: Values, id: string) => unknown>();
    for (const name of fields) source.set(this.entity.columnOf(name), (v) => v[name]);
    for (const name of this.entity.columnFields) {
      const d = this.entity.fields[name].default;
      if (d !== undefined && !fields.includes(name)) source.set(this.entity.columnOf(name), () => d);
    }
    source.set('id', (_v, id) => id);
    source.set(this.entity.columnOf('createBy'), () => actor.username);
    source.set(this.entity.columnOf('createTime'), () => now);
    for (const [column, value] of scopeValues(this.entity, actor)) source.set(column, () => value);
    if (this.entity.softDelete) source.set(this.entity.columnOf('delFlag'), () => 0);
    for (const [column, value] of Object.entries(extra)) source.set(column, () => value);
    const read = [...source.values()];
    return { columns: [...source.keys()], row: (values, id) => read.map((f) => f(values, id)) };
  }

  /** The row `insert` writes: the plan of the fields it is given (an undefined value is left out by Kysely). */
  private newRow(actor: Actor, values: Values, id: string, now = formatDateTime()): Record<string, unknown> {
    const plan = this.rowPlan(Object.keys(values), actor, now, {});
    const row = plan.row(values, id);
    return Object.fromEntries(plan.columns.map((column, i) => [column, row[i]]));
  }

  async update(trx: Transaction<unknown> | AnyDb, actor: Actor, id: string, values: Values): Promise<void> {
    const row = this.toColumns(values);
    row[this.entity.columnOf('updateBy')] = actor.username;
    row[this.entity.columnOf('updateTime')] = formatDateTime();
    await (trx as AnyDb)
      .updateTable(this.entity.table)
      .set(row)
      .where(sql.ref(this.entity.columnOf('id')), '=', id)
      .execute();
    this.counts.clear();
  }

  /** Soft-deletes (del_flag = 1) or deletes the rows; the caller has checked they are in scope. */
  async remove(trx: Transaction<unknown> | AnyDb, actor: Actor, ids: readonly string[]): Promise<void> {
    if (this.entity.softDelete) await this.setDeleted(trx as AnyDb, actor, ids, 1);
    else await this.purge(trx as AnyDb, ids);
  }

  private async setDeleted(trx: AnyDb, actor: Actor, ids: readonly string[], flag: 0 | 1): Promise<void> {
    if (!ids.length) return;
    await trx
      .updateTable(this.entity.table)
      .set({
        [this.entity.columnOf('delFlag')]: flag,
        [this.entity.columnOf('updateBy')]: actor.username,
        [this.entity.columnOf('updateTime')]: formatDateTime(),
      })
      .where(sql.ref(this.entity.columnOf('id')), 'in', ids)
      .execute();
    this.counts.clear();
  }

  /** Drops cached totals (a module wrote to the table directly). */
  changed(): void {
    this.counts.clear();
  }

  private toColumns(values: Values): Record<string, unknown> {
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [this.entity.columnOf(k), v]));
  }
}
