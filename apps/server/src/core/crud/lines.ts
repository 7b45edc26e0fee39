import type { EntityDef, LinesField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { badRequest } from '../errors.js';
import { type DictValuesOf, readInput, type Values } from './input.js';
import { assertRefs } from './refs.js';
import type { Actor, AnyDb, Row } from './store.js';
import type { EntityStores } from './stores.js';

/** The checked child rows of one lines field of a request; `id` names an existing child to keep. */
export interface LinesInput {
  field: string;
  rows: { id?: string; values: Values }[];
}

const linesOf = (entity: EntityDef): [string, LinesField, EntityDef][] =>
  entity.lineFields.map((n) => {
    const f = entity.fields[n] as LinesField;
    const child = entityNamed(f.entity);
    if (!child) throw new Error(`unknown entity ${f.entity}`);
    return [n, f, child];
  });

/**
 * Reads the lines fields present in a body: each an array of child rows, checked against the child's schema
 * (the foreign key is the server's). Absent on edit: the children stay as they are.
 */
export function readLines(entity: EntityDef, body: Record<string, unknown>, dictValues: DictValuesOf): LinesInput[] {
  const out: LinesInput[] = [];
  for (const [name, field, child] of linesOf(entity)) {
    const raw = body[name];
    if (raw === undefined || raw === null) continue;
    if (!Array.isArray(raw)) throw badRequest(`${field.label}格式不正确`);
    if (raw.length > field.maxRows) throw badRequest(`${field.label}最多${field.maxRows}行`);
    const rows = raw.map((item, i) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest(`${field.label}格式不正确`);
      const row = item as Record<string, unknown>;
      try {
        const values = readInput(child, row, 'add', dictValues);
        return { id: typeof row.id === 'string' && row.id ? row.id : undefined, values };
      } catch (e) {
        if (e instanceof Error) e.message = `${field.label}第${i + 1}行：${e.message}`;
        throw e;
      }
    });
    out.push({ field: name, rows });
  }
  return out;
}

/** Checks the references of the child rows (in the actor's site). */
export async function assertLineRefs(stores: EntityStores, entity: EntityDef, actor: Actor, input: LinesInput[]) {
  for (const { field, rows } of input) {
    const child = entityNamed((entity.fields[field] as LinesField).entity) as EntityDef;
    for (const r of rows) await assertRefs(stores, child, actor, r.values);
  }
}

/**
 * Writes the children of a parent in the parent's transaction: rows naming an existing child of this parent
 * update it, the others are inserted, and children not sent any more are deleted.
 */
export async function writeLines(
  trx: AnyDb,
  stores: EntityStores,
  entity: EntityDef,
  parentId: string,
  actor: Actor,
  input: LinesInput[],
): Promise<void> {
  for (const { field, rows } of input) {
    const { foreignKey, entity: childName } = entity.fields[field] as LinesField;
    const store = stores.named(childName);
    const existing = new Set((await store.where(actor, foreignKey, [parentId], trx)).map((r) => String(r.id)));
    const kept = new Set<string>();
    const fresh: Values[] = [];
    for (const r of rows) {
      const values = { ...r.values, [foreignKey]: parentId };
      if (r.id && existing.has(r.id) && !kept.has(r.id)) {
        kept.add(r.id);
        await store.update(trx, actor, r.id, values);
      } else fresh.push(values);
    }
    await store.purge(
      trx,
      [...existing].filter((id) => !kept.has(id)),
    );
    if (fresh.length) await store.insertMany(trx, actor, fresh);
  }
}

/** Adds each lines field to the rows as an array of their children (in the child's order). */
export async function addLines(stores: EntityStores, entity: EntityDef, actor: Actor, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  for (const [name, field] of linesOf(entity)) {
    const children = await stores.named(field.entity).where(
      actor,
      field.foreignKey,
      rows.map((r) => r.id),
    );
    for (const r of rows) r[name] = children.filter((c) => c[field.foreignKey] === r.id);
  }
}

/** Deletes the children of parents that are deleted for good. */
export async function purgeLines(trx: AnyDb, stores: EntityStores, entity: EntityDef, actor: Actor, ids: string[]) {
  for (const [, field] of linesOf(entity)) {
    const store = stores.named(field.entity);
    const children = await store.where(actor, field.foreignKey, ids, trx);
    await store.purge(
      trx,
      children.map((c) => String(c.id)),
    );
  }
}
