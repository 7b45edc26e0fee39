import { sql } from 'kysely';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { type Database, type DialectName, dynamic } from '../../db/index.js';
import type { DictService } from '../dict/service.js';
import type { ReportDef } from './registry.js';

export interface ReportQuery {
  pageNo: number;
  pageSize: number;
  /** Declared column to sort by, and the direction. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Substring filters on declared search columns. */
  search: readonly [string, string][];
}

/** Reads of the registered popup reports: their columns (with dictionary options) and pages of their rows. */
export class ReportService {
  private readonly like;

  constructor(
    private readonly db: Database,
    dialect: DialectName,
    private readonly dicts: DictService,
  ) {
    this.like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  }

  async columns(report: ReportDef) {
    const dictOptions: Record<string, { value: string; text: string }[]> = {};
    for (const c of report.columns) {
      if (c.dictCode) {
        dictOptions[c.field] = (await this.dicts.itemsOf(c.dictCode)).map((i) => ({ value: i.value, text: i.text }));
      }
    }
    return {
      columns: report.columns.map((c) => ({
        title: c.title,
        dataIndex: c.field,
        fieldType: 'String',
        align: 'center',
        sorter: 'true',
        isTotal: '0',
        groupTitle: null,
        ...(c.dictCode ? { customRender: c.field } : {}),
      })),
      dictOptions,
      fieldHrefSlots: [],
      isGroupTitle: false,
      cgRpConfigId: report.id,
      cgRpConfigName: report.name,
    };
  }

  queryInfo(report: ReportDef) {
    return report.columns
      .filter((c) => c.search)
      .map((c, i) => ({
        label: c.title,
        field: c.field,
        mode: 'single',
        view: 'text',
        ...(i >= 2 ? { hidden: '1' } : {}),
      }));
  }

  async data(report: ReportDef, q: ReportQuery): Promise<{ total: number; records: Record<string, unknown>[] }> {
    const base = () => {
      let qb = dynamic(this.db).selectFrom(report.table);
      for (const [column, value] of Object.entries(report.where ?? {})) qb = qb.where(sql.ref(column), '=', value);
      for (const [column, text] of q.search) {
        const pattern = likePattern('like', text);
        qb = qb.where(sql<boolean>`${sql.ref(column)} ${this.like} ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`);
      }
      return qb;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const sort = q.sort ?? { field: report.orderBy, order: 'asc' as const };
    const records = await base()
      // Neutral aliases: the database's camel-case plugin would rename `depart_name` in the result.
      .select([sql.ref('id').as('id'), ...report.columns.map((c, i) => sql.ref(c.field).as(`c${i}`))])
      .orderBy(sql.ref(sort.field), sort.order)
      .orderBy(sql.ref('id'))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute();
    return {
      total: Number(counted?.n ?? 0),
      records: records.map((r) => ({
        id: r.id,
        ...Object.fromEntries(report.columns.map((c, i) => [c.field, r[`c${i}`]])),
      })),
    };
  }
}
