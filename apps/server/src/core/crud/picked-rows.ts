import { type EntityDef, tableSourceOf } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import { badRequest } from '../errors.js';
import type { Values } from './input.js';
import type { AnyDb } from './store.js';

const MAX_PICKED = 500;

/** The site column of a table whose entity is site-scoped (its rows belong to one site). */
const siteColumnOf = (table: string): string | undefined => {
  const owner = ENTITIES.find((e) => e.table === table && e.scope === 'site');
  return owner?.columnOf('siteId');
};

/**
 * Values of the widgets that pick rows (users, departments, categories, searched table dictionaries) must name
 * existing rows of their table, and of the writer's site when the table is site-scoped: each distinct value is
 * looked up once.
 */
export async function assertPickedRows(
  db: AnyDb,
  entity: EntityDef,
  values: Values,
  siteId: string | null,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields[name];
    if (!field || field.kind === 'tableDict' || value === null || value === '') continue;
    const table = tableSourceOf(field);
    if (!table) continue;
    const wanted = [...new Set(table.multi ? String(value).split(',') : [String(value)])];
    if (wanted.length > MAX_PICKED || wanted.some((v) => !v)) throw badRequest(`${field.label}的值不正确`);
    let query = db
      .selectFrom(table.source.table)
      .select(sql.ref(table.source.code).as('c'))
      .where(sql.ref(table.source.code), 'in', wanted);
    const siteColumn = siteColumnOf(table.source.table);
    if (siteColumn) query = query.where(sql.ref(siteColumn), '=', siteId);
    const found = await query.execute();
    if (found.length < wanted.length) throw badRequest(`${field.label}的值不存在`);
  }
}
