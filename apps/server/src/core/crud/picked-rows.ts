import { type EntityDef, tableSourceOf } from '@yunzhan/common/entities/index';
import { sql } from 'kysely';
import { badRequest } from '../errors.js';
import type { Values } from './input.js';
import type { AnyDb } from './store.js';

const MAX_PICKED = 500;

/**
 * Values of the widgets that pick rows (users, departments, categories, searched table dictionaries) must name
 * existing rows of their table: each distinct value is looked up once.
 */
export async function assertPickedRows(db: AnyDb, entity: EntityDef, values: Values): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields[name];
    if (!field || field.kind === 'tableDict' || value === null || value === '') continue;
    const table = tableSourceOf(field);
    if (!table) continue;
    const wanted = [...new Set(table.multi ? String(value).split(',') : [String(value)])];
    if (wanted.length > MAX_PICKED || wanted.some((v) => !v)) throw badRequest(`${field.label}的值不正确`);
    const found = await db
      .selectFrom(table.source.table)
      .select(sql.ref(table.source.code).as('c'))
      .where(sql.ref(table.source.code), 'in', wanted)
      .execute();
    if (found.length < wanted.length) throw badRequest(`${field.label}的值不存在`);
  }
}
