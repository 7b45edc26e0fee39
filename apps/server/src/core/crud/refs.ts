import type { EntityDef, RefField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { badRequest } from '../errors.js';
import type { Values } from './input.js';
import type { Actor, AnyDb, Row } from './store.js';
import type { EntityStores } from './stores.js';

const refFields = (entity: EntityDef): [string, RefField][] =>
  entity.columnFields.flatMap((n) => {
    const f = entity.fields[n];
    return f.kind === 'ref' ? [[n, f] as [string, RefField]] : [];
  });

/**
 * Every reference in `values` names a row the actor can see: in the actor's site for a site-scoped target,
 * not in the recycle bin. A row of another site answers as a missing one.
 */
export async function assertRefs(
  stores: EntityStores,
  entity: EntityDef,
  actor: Actor,
  values: Values,
  db?: AnyDb,
): Promise<void> {
  for (const [name, field] of refFields(entity)) {
    const value = values[name];
    if (value === null || value === undefined || value === '') continue;
    const found = await stores.named(field.entity).get(actor, String(value), db);
    if (!found) throw badRequest(`${field.label}不存在`);
  }
}

/**
 * Adds `<field>_dictText` for references whose target names its rows (`display`): the texts are read through
 * the target's scoped store, so a reference never reveals a row of another site.
 */
export async function addRefText(stores: EntityStores, entity: EntityDef, actor: Actor, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  for (const [name, field] of refFields(entity)) {
    const target = entityNamed(field.entity);
    if (!target?.display || field.sensitive) continue;
    const ids = [...new Set(rows.map((r) => r[name]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    const found = await stores.of(target).getMany(actor, ids);
    const texts = new Map(found.map((r) => [String(r.id), String(r[target.display as string] ?? '')]));
    for (const r of rows) r[`${name}_dictText`] = texts.get(String(r[name] ?? '')) ?? '';
  }
}

/**
 * References of an imported row: a cell holds the target's id or its display text (a category's name), looked
 * up in the actor's site; the value becomes the id. Unknown or ambiguous texts are the row's error.
 */
export async function resolveRefs(
  stores: EntityStores,
  entity: EntityDef,
  actor: Actor,
  values: Values,
  db?: AnyDb,
): Promise<void> {
  for (const [name, field] of refFields(entity)) {
    const value = values[name];
    if (value === null || value === undefined || value === '') continue;
    const store = stores.named(field.entity);
    if (await store.get(actor, String(value), db)) continue;
    const display = store.entity.display;
    const matches = display ? await store.where(actor, display, [String(value)], db) : [];
    if (matches.length !== 1) throw badRequest(`${field.label}「${String(value).slice(0, 50)}」不存在`);
    values[name] = String(matches[0].id);
  }
}
