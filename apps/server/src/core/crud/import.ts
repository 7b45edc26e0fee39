import type { EntityDef } from '@yunzhan/common/entities/index';
import { ApiError } from '../errors.js';
import { type ImportRow, type ImportRowError, rowError } from '../excel/index.js';
import type { CrudOptions, Importer, ImportWriter, WriteContext } from './contracts.js';
import { type DictValuesOf, readInput } from './input.js';
import { resolveRefs } from './refs.js';
import type { EntityStore } from './store.js';
import type { EntityStores } from './stores.js';

/** The row error for a value a unique field already has (contract §5.4: "用户账号已经存在，忽略导入。"). */
export const alreadyExists = (label: string, note = '') => new ApiError(`${label}已经存在${note}，忽略导入。`);

/** Rows of one import, in the writer's order: schema checks, uniqueness within the file, then the writer. */
export async function writeImportRows(
  entity: EntityDef,
  rows: readonly ImportRow[],
  writer: ImportWriter,
  dictValues: DictValuesOf,
): Promise<{ imported: number; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const seen = new Map<string, Set<string>>();
  const uniques = Object.entries(entity.fields).filter(([, f]) => f.unique);
  let imported = 0;
  for (const row of writer.order?.(rows) ?? rows) {
    try {
      const values = readInput(entity, row.values, 'add', dictValues);
      const keys: [Set<string>, string][] = [];
      for (const [name, field] of uniques) {
        const value = values[name];
        if (value === null || value === undefined) continue;
        const set = seen.get(name) ?? new Set<string>();
        seen.set(name, set);
        if (set.has(String(value))) throw alreadyExists(field.label);
        keys.push([set, String(value)]);
      }
      await writer.write({ rowNumber: row.rowNumber, values, cells: row.values });
      for (const [set, value] of keys) set.add(value);
      imported++;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      errors.push(rowError(row.rowNumber, err.message));
    }
  }
  return { imported, errors };
}

/** The engine's own writer: the add path (unique checks, beforeWrite, insert, afterWrite), row by row. */
export function engineImporter(
  store: EntityStore,
  stores: EntityStores,
  hooks: Pick<CrudOptions, 'beforeWrite' | 'afterWrite'>,
): Importer {
  const uniques = Object.entries(store.entity.fields).filter(([, f]) => f.unique);
  return {
    begin: ({ session, actor, trx }) => ({
      async write({ values, cells }) {
        await resolveRefs(stores, store.entity, actor, values, trx);
        for (const [name, field] of uniques) {
          const value = values[name];
          if (value !== null && value !== undefined && (await store.taken(actor, name, value, undefined, trx))) {
            throw alreadyExists(field.label);
          }
        }
        const ctx: WriteContext = { mode: 'add', id: '', values, body: { ...cells }, session, trx };
        await hooks.beforeWrite?.(ctx);
        ctx.id = await store.insert(trx, actor, ctx.values);
        await hooks.afterWrite?.(ctx);
      },
    }),
  };
}
