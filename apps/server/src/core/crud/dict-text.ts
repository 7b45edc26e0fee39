import { type EntityDef, type TableDictSource, tableSourceOf } from '@yunzhan/common/entities/index';
import { entityOfTable } from '@yunzhan/common/entities/registry';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AnyDb, Row } from './store.js';

/** value → text of a plain dictionary (sys_dict), or undefined when there is no such dictionary. */
export interface DictSource {
  textsOf(dictCode: string): Promise<ReadonlyMap<string, string> | undefined>;
}

const valuesOf = (v: unknown, multi: boolean): string[] =>
  v === null || v === undefined || v === '' ? [] : multi ? String(v).split(',') : [String(v)];

/**
 * The rows of a table dictionary's source a caller may see: those of its site when the table is site-scoped
 * (none without a site).
 */
// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
function sourceRows(db: AnyDb, source: TableDictSource, siteId: string | null): SelectQueryBuilder<any, any, any> {
  let qb = db.selectFrom(source.table);
  const entity = entityOfTable(source.table);
  if (entity?.scope === 'site') qb = qb.where(sql.ref(entity.columnOf('siteId')), '=', siteId);
  return qb;
}

/** text → code of a whole table dictionary (import mapping; at most 100 000 entries), within the site. */
export async function tableDictCodes(
  db: AnyDb,
  source: TableDictSource,
  siteId: string | null = null,
): Promise<Map<string, string>> {
  const rows = await sourceRows(db, source, siteId)
    .select([sql.ref(source.code).as('c'), sql.ref(source.text).as('t')])
    .limit(100_000)
    .execute();
  return new Map(rows.map((r) => [String(r.t), String(r.c)]));
}

/**
 * Texts of a table dictionary for some codes, within the site. Table and columns come from the entity definition
 * only.
 */
export async function tableDictTexts(
  db: AnyDb,
  source: TableDictSource,
  codes: readonly string[],
  siteId: string | null = null,
): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await sourceRows(db, source, siteId)
    .select([sql.ref(source.code).as('c'), sql.ref(source.text).as('t')])
    .where(sql.ref(source.code), 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((r) => [String(r.c), String(r.t ?? '')]));
}

/**
 * Adds `<field>_dictText` to list rows for every dictionary field (contract §5.2); multi values are translated
 * item by item and joined with commas; an unknown value stays as it is.
 */
export async function addDictText(
  entity: EntityDef,
  rows: Row[],
  dicts: DictSource,
  db: AnyDb,
  siteId: string | null = null,
): Promise<void> {
  if (!rows.length) return;
  for (const name of entity.dictFields) {
    const field = entity.field(name);
    const table = field && field.kind !== 'dict' ? tableSourceOf(field) : undefined;
    if (!field || (field.kind !== 'dict' && !table)) continue;
    const multi = field.kind === 'dict' ? field.multi : (table?.multi ?? false);
    const texts =
      field.kind === 'dict'
        ? await dicts.textsOf(field.dictCode)
        : await tableDictTexts(
            db,
            (table as NonNullable<typeof table>).source,
            rows.flatMap((r) => valuesOf(r[name], multi)),
            siteId,
          );
    for (const r of rows) {
      const vs = valuesOf(r[name], multi);
      r[`${name}_dictText`] = vs.length ? vs.map((v) => texts?.get(v) ?? v).join(',') : '';
    }
  }
}
