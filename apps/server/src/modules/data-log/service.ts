import { ENTITIES, entityOfTable } from '@yunzhan/common/entities/registry';
import type { SessionContext } from '../../core/auth/session.js';
import type { ListScope, Row } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import type { Database } from '../../db/index.js';

/** Permission codes granted to a user (the guard's source). */
export type GrantedCodes = (userId: string) => Promise<ReadonlySet<string>>;

/** Versioned entities (the only tables with versions), by table. */
const VERSIONED = ENTITIES.filter((e) => e.versioned);

export const NO_VERSIONS = '未找到版本信息';

/**
 * Who sees which versions: those of the entities whose list the user may read, of the user's site (or of no site).
 * A version holds a whole row: without this, 数据日志 would show rows the user's own screens never show.
 */
export class DataLogAccess {
  constructor(
    private readonly db: Database,
    private readonly granted: GrantedCodes,
  ) {}

  async tables(s: SessionContext): Promise<string[]> {
    const codes = await this.granted(s.userId);
    return VERSIONED.filter((e) => codes.has(e.perm('list'))).map((e) => e.table);
  }

  async scope(s: SessionContext): Promise<ListScope> {
    const tables = await this.tables(s);
    return {
      conditions: [tables.length ? { type: 'in', field: 'dataTable', values: tables } : { type: 'none' }],
      where: (qb) => qb.where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', s.siteId ?? '')])),
      key: `site:${s.siteId ?? ''}`,
    };
  }

  private async rows(s: SessionContext, filter: { table: string; rowId: string } | { ids: string[] }) {
    const tables = await this.tables(s);
    let q = this.db
      .selectFrom('sysRowVersion')
      .select([
        'id',
        'tableName as dataTable',
        'rowId as dataId',
        'version as dataVersion',
        'action',
        'snapshot as dataContent',
        'changes',
        'createBy',
        'createName',
        'createTime',
      ])
      .where('tableName', 'in', tables.length ? tables : [''])
      .where((eb) => eb.or([eb('siteId', 'is', null), eb('siteId', '=', s.siteId ?? '')]));
    q =
      'ids' in filter
        ? q.where('id', 'in', filter.ids)
        : q.where('tableName', '=', filter.table).where('rowId', '=', filter.rowId);
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
