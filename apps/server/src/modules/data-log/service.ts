import { ENTITIES, entityOfTable } from '@yunzhan/common/entities/registry';
import type { ExpressionBuilder } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps, ListScope, Row } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import { dynamic } from '../../db/index.js';
import type { Grantee } from '../permission/grantee.js';

/** Permission codes granted to a user (the guard's source). */
export type GrantedCodes = (who: Grantee) => Promise<ReadonlySet<string>>;

/** Versioned entities (the only tables with versions), by table. */
const VERSIONED = ENTITIES.filter((e) => e.versioned);

export const NO_VERSIONS = '未找到版本信息';

/**
 * Who sees which versions: those of the entities whose list the user may read, of the user's site (or of no site).
 * A version holds a whole row: without this, 数据日志 would show rows the user's own screens never show.
 */
export class DataLogAccess {
  constructor(
    private readonly crud: Pick<CrudDeps, 'db' | 'stores' | 'dataRules' | 'ruleUser'>,
    private readonly granted: GrantedCodes,
  ) {}

  async tables(s: SessionContext): Promise<string[]> {
    const codes = await this.granted(s);
    return VERSIONED.filter((e) => codes.has(e.perm('list'))).map((e) => e.table);
  }

  /**
   * The versions the session may see, as a condition on `sys_row_version`: of the entities it may list, of its site,
   * and of an entity on which it has data rules, or whose rows belong to tenants, only those of rows it sees (deleted
   * rows included). Resolve
   * it before a transaction.
   */
  private async visible(s: SessionContext) {
    const codes = await this.granted(s);
    const entities = VERSIONED.filter((e) => codes.has(e.perm('list')));
    const actors = await Promise.all(entities.map(async (e) => ({ e, actor: await actorFor(this.crud, s, e) })));
    const ruled = actors.some(({ e, actor }) => actor.rules?.has(e.name));
    const db = dynamic(this.crud.db);
    // biome-ignore lint/suspicious/noExplicitAny: the version table read by the engine's dynamic builder
    const where = (eb: ExpressionBuilder<any, any>) =>
      eb.and([
        eb.or([eb('site_id', 'is', null), eb('site_id', '=', s.siteId ?? '')]),
        eb.or([
          eb.lit(false),
          ...actors.map(({ e, actor }) => {
            // Rows of a tenant are seen inside it only, like rows behind data rules.
            const tenanted = e.scope === 'tenant' || e.tenantMembers !== undefined;
            if (!actor.rules?.has(e.name) && !tenanted) return eb('table_name', '=', e.table);
            const store = this.crud.stores.of(e);
            const rows = (deleted: boolean) => store.scoped(actor, db, deleted).select(e.columnOf('id'));
            const seen = e.softDelete
              ? eb.or([eb('row_id', 'in', rows(false)), eb('row_id', 'in', rows(true))])
              : eb('row_id', 'in', rows(false));
            return eb.and([eb('table_name', '=', e.table), seen]);
          }),
        ]),
      ]);
    return { where, ruled };
  }

  async scope(s: SessionContext): Promise<ListScope> {
    const { where, ruled } = await this.visible(s);
    return {
      where: (qb) => qb.where(where),
      // Totals are kept per site, per user where data rules decide.
      key: ruled
        ? `site:${s.siteId ?? ''}:user:${s.userId}`
        : `site:${s.siteId ?? ''}:tenant:${s.tenantId ?? ''}:${(await this.tables(s)).join(',')}`,
    };
  }

  private async rows(s: SessionContext, filter: { table: string; rowId: string } | { ids: string[] }) {
    const { where } = await this.visible(s);
    let q = dynamic(this.crud.db)
      .selectFrom('sys_row_version')
      .select([
        'id',
        'table_name as dataTable',
        'row_id as dataId',
        'version as dataVersion',
        'action',
        'snapshot as dataContent',
        'changes',
        'create_by as createBy',
        'create_name as createName',
        'create_time as createTime',
      ])
      .where(where);
    q =
      'ids' in filter
        ? q.where('id', 'in', filter.ids)
        : q.where('table_name', '=', filter.table).where('row_id', '=', filter.rowId);
    const rows: Row[] = await q.orderBy('version').limit(500).execute();
    return titled(rows);
  }

  /** Every version of one row, oldest first (JeecgBoot's queryDataVerList). */
  async versions(s: SessionContext, table: string, rowId: string): Promise<Row[]> {
    const rows = await this.rows(s, { table, rowId });
    if (!rows.length) throw new ApiError(NO_VERSIONS);
    return rows;
  }

  /** Two versions by their ids, older first (JeecgBoot's queryCompareList). */
  async pair(s: SessionContext, a: string, b: string): Promise<Row[]> {
    const rows = await this.rows(s, { ids: [a, b] });
    if (rows.length !== (a === b ? 1 : 2)) throw new ApiError(NO_VERSIONS);
    return rows;
  }
}

/** Adds the entity's title beside its table name (`dataTable_dictText`). */
export function titled(rows: Row[]): Row[] {
  for (const row of rows) row.dataTable_dictText = entityOfTable(String(row.dataTable))?.title ?? row.dataTable;
  return rows;
}

/** The tables a version can belong to, for the search form: table and title. */
export const versionedTables = () => VERSIONED.map((e) => ({ value: e.table, text: e.title, title: e.title }));
