import type { EntityDef } from '@yunzhan/common/entities/index';
import type { SessionContext } from '../auth/session.js';
import { ApiError } from '../errors.js';
import { type ImportRow, type ImportRowError, rowError } from '../excel/index.js';
import { type DictValuesOf, readInput, type Values } from './input.js';
import type { CrudOptions, WriteContext } from './mount.js';
import { resolveRefs } from './refs.js';
import type { Actor, AnyDb, EntityStore } from './store.js';
import type { EntityStores } from './stores.js';

/** What an importer sees once per file, inside the import transaction. */
export interface ImportContext {
  session: SessionContext;
  actor: Actor;
  trx: AnyDb;
  /** The entity's store (the engine's inserts, audit columns, cached totals). */
  store: EntityStore;
  /** Every row whose cells converted, in file order (before the schema checks). */
  rows: readonly ImportRow[];
}

/** One row to write: checked values of the schema's writable fields, and every cell as read (extra columns too). */
export interface ImportItem {
  rowNumber: number;
  values: Values;
  cells: Readonly<Record<string, unknown>>;
}

/** What an importer adds to the answer (e.g. the initial password of imported users). */
export interface ImportNote {
  /** Appended to the answer's message and to `result.msg`. */
  message?: string;
  /** Merged into `result`. */
  result?: Record<string, unknown>;
}

/** How the rows of one file are written. */
export interface ImportWriter {
  /** The order to write rows in (e.g. parents before children); default: file order. */
  order?(rows: readonly ImportRow[]): readonly ImportRow[];
  /**
   * Checks one row against the database and writes it (or queues it for a batch). An ApiError rejects this
   * row only (it goes to the error report); any other error aborts the whole import.
   */
  write(item: ImportItem): Promise<void>;
  /** After the last row, still in the transaction: writes what is queued. */
  finish?(): Promise<ImportNote | undefined>;
}

/**
 * A module's own import (CrudOptions.importer), for entities whose add is not the engine's (users need a
 * password and links, departments generated org codes). The engine still reads the file, maps the columns by
 * label, checks each row against the schema and unique fields within the file, reports errors and runs it all
 * in one transaction.
 */
export interface Importer {
  /** Columns that are not fields of the entity, header label → key of `ImportItem.cells`; read as text. */
  columns?: Readonly<Record<string, string>>;
  begin(ctx: ImportContext): Promise<ImportWriter> | ImportWriter;
}

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
