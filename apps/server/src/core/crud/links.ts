import type { EntityDef, LinksField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { ExpressionBuilder } from 'kysely';
import { badRequest } from '../errors.js';
import { parseIds } from '../ids.js';
import type { QueryParams } from '../query/index.js';
import { newId } from '../time.js';
import type { Actor, AnyDb, ListScope, Row } from './store.js';
import type { EntityStores } from './stores.js';

/** The ids a request sets for one links field (absent on edit: the links stay). */
export interface LinksInput {
  field: string;
  ids: string[];
}

const OWNER = 'owner_id';
const TARGET = 'target_id';

const linksOf = (entity: EntityDef): [string, LinksField][] =>
  entity.linkFields.map((n) => [n, entity.fields[n] as LinksField]);

/** A links field's table and which of its columns holds this entity's row (`mine`) and the linked one (`theirs`). */
export function sides(entity: EntityDef, name: string) {
  const inverse = !!(entity.fields[name] as LinksField).inverseTable;
  return { table: entity.linkTable(name), mine: inverse ? TARGET : OWNER, theirs: inverse ? OWNER : TARGET };
}

export function readLinks(entity: EntityDef, body: Record<string, unknown>): LinksInput[] {
  const out: LinksInput[] = [];
  for (const [name, field] of linksOf(entity)) {
    if (!Object.hasOwn(body, name) || body[name] === undefined) continue;
    const ids = parseIds(body[name], { max: field.maxLinks, what: field.label });
    if (field.required && !ids.length) throw badRequest(`${field.label}不能为空`);
    out.push({ field: name, ids });
  }
  return out;
}

/** Every linked row exists where the actor can see it (a row of another site answers as missing). */
export async function assertLinkTargets(stores: EntityStores, entity: EntityDef, actor: Actor, input: LinksInput[]) {
  for (const { field, ids } of input) {
    const f = entity.fields[field] as LinksField;
    if ((await stores.named(f.entity).getMany(actor, ids)).length !== ids.length) {
      throw badRequest(`${f.label}不存在`);
    }
  }
}

/** Replaces the links of a row, in its transaction. */
export async function writeLinks(trx: AnyDb, entity: EntityDef, ownerId: string, input: LinksInput[]) {
  for (const { field, ids } of input) {
    const { table, mine, theirs } = sides(entity, field);
    await trx.deleteFrom(table).where(mine, '=', ownerId).execute();
    if (ids.length) {
      await trx
        .insertInto(table)
        .values(ids.map((target) => ({ id: newId(), [mine]: ownerId, [theirs]: target })))
        .execute();
    }
  }
}

/** Deletes the links of rows deleted for good. */
export async function purgeLinks(trx: AnyDb, entity: EntityDef, ids: string[]) {
  if (!ids.length) return;
  for (const [name] of linksOf(entity)) {
    const { table, mine } = sides(entity, name);
    await trx.deleteFrom(table).where(mine, 'in', ids).execute();
  }
}

/** Ids per `in (…)` look-up of link pairs. */
const PAIRS_CHUNK = 500;

/**
 * The links of rows through one links field, in the order they were written: `owner` is this entity's row, `target`
 * the linked row (whichever side of the link table each is on).
 */
export async function linkPairs(db: AnyDb, entity: EntityDef, name: string, ids: readonly string[]) {
  const { table, mine, theirs } = sides(entity, name);
  const pairs: { owner: string; target: string }[] = [];
  for (let at = 0; at < ids.length; at += PAIRS_CHUNK) {
    // One-word aliases: the same names with or without the camel-case plugin.
    const chunk = await db
      .selectFrom(table)
      .select([`${mine} as owner`, `${theirs} as target`])
      .where(mine, 'in', ids.slice(at, at + PAIRS_CHUNK))
      .orderBy('id')
      .execute();
    pairs.push(...(chunk as { owner: string; target: string }[]));
  }
  return pairs;
}

/** Adds each links field to the rows as comma-joined ids, and their names in `<field>_dictText`. */
export async function addLinkValues(db: AnyDb, stores: EntityStores, entity: EntityDef, actor: Actor, rows: Row[]) {
  if (!rows.length) return;
  for (const [name, field] of linksOf(entity)) {
    const pairs = await linkPairs(
      db,
      entity,
      name,
      rows.map((r) => String(r.id)),
    );
    const target = entityNamed(field.entity);
    const display = target?.display;
    const named =
      display && target ? await stores.of(target).getMany(actor, [...new Set(pairs.map((p) => p.target))]) : [];
    const names = new Map(named.map((r) => [String(r.id), String(r[display as string] ?? '')]));
    for (const r of rows) {
      // Links to rows the actor cannot see (deleted, another site) are not shown.
      const ids = pairs.filter((p) => p.owner === r.id && (!display || names.has(p.target))).map((p) => p.target);
      r[name] = ids.join(',');
      if (display) r[`${name}_dictText`] = ids.map((id) => names.get(id)).join(',');
    }
  }
}

/** `<field>=<id>[,<id>…]` of a list request: rows linked to any of those ids. */
export function linkScope(entity: EntityDef, params: QueryParams): ListScope | undefined {
  const filters: [string, string[]][] = [];
  for (const [name, field] of linksOf(entity)) {
    const raw = params[name];
    const ids = parseIds(Array.isArray(raw) ? raw.join(',') : raw, { what: field.label });
    if (ids.length) filters.push([name, ids]);
  }
  if (!filters.length) return undefined;
  const idRef = `${entity.table}.${entity.columnOf('id')}`;
  return {
    key: JSON.stringify(filters),
    where: (qb) =>
      filters.reduce(
        (q, [name, ids]) =>
          q.where(idRef, 'in', (eb: ExpressionBuilder<Record<string, Row>, string>) => {
            const { table, mine, theirs } = sides(entity, name);
            return eb.selectFrom(table).select(mine).where(theirs, 'in', ids);
          }),
        qb,
      ),
  };
}
