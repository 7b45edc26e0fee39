import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { SessionContext } from '../auth/session.js';
import { type Condition, dataRuleConditions, ruleVariables } from '../query/index.js';
import type { CrudDeps } from './contracts.js';
import { OWNERS } from './owners.js';
import { type Actor, actorOf, type Row } from './store.js';

type ActorDeps = Pick<CrudDeps, 'dataRules' | 'ruleUser' | 'stores'>;

/**
 * The actor of a request on `entity`: who, the current site, and the user's data rules on the menu that owns the
 * entity. Every read and write the engine or a module does for the request goes through it, so that a row
 * outside the rules is a missing row for lists and by-id routes alike. A row of an owned entity (`OWNERS`: an item
 * of a dictionary, a role of a department) is seen only with its owner row, under the owner's rules.
 */
export async function actorFor(deps: ActorDeps, s: SessionContext, entity: EntityDef): Promise<Actor> {
  const actor = actorOf(s);
  const within = OWNERS.get(entity.name);
  const rules = new Map([...(await rulesOf(deps, s, entity)), ...(within ? await rulesOf(deps, s, within.owner) : [])]);
  if (within && rules.has(within.owner.name)) {
    const owner = deps.stores.of(within.owner);
    return { ...actor, rules, within: new Map([[entity.name, { field: within.field, owner }]]) };
  }
  return rules.size ? { ...actor, rules } : actor;
}

/** The entities a write of `entity` names: the targets of its references and links, and of its lines' references. */
function referenced(entity: EntityDef, seen = new Set<string>()): EntityDef[] {
  const out: EntityDef[] = [];
  for (const field of Object.values(entity.fields)) {
    const target = field.kind === 'ref' || field.kind === 'links' ? entityNamed(field.entity) : undefined;
    if (target && !seen.has(target.name)) {
      seen.add(target.name);
      out.push(target);
    }
    const child = field.kind === 'lines' ? entityNamed(field.entity) : undefined;
    if (child) out.push(...referenced(child, seen));
  }
  return out;
}

/**
 * The actor whose references a write of `entity` checks: the user's data rules on every referenced entity's menu, so
 * that a reference to a row outside them is refused as a reference to a missing row. Resolve it before a write
 * transaction opens.
 */
export async function referencingActor(deps: ActorDeps, s: SessionContext, entity: EntityDef): Promise<Actor> {
  const rules = new Map<string, readonly Condition[]>();
  for (const target of referenced(entity))
    for (const [name, conds] of await rulesOf(deps, s, target)) rules.set(name, conds);
  return rules.size ? { ...actorOf(s), rules } : actorOf(s);
}

async function rulesOf(deps: ActorDeps, s: SessionContext, entity: EntityDef) {
  const rows = await deps.dataRules(s, entity.permPrefix);
  if (!rows.length) return [];
  const { conditions } = dataRuleConditions(entity, rows, ruleVariables(await deps.ruleUser(s)));
  return conditions.length ? [[entity.name, conditions] as const] : [];
}

/**
 * The row `id` of `entity` as the session's actor sees it (site, data rules), or undefined: a row outside them is a
 * row that does not exist. Resolve it before a write transaction opens (SQLite has one connection).
 */
export async function visibleRow(
  deps: ActorDeps,
  s: SessionContext,
  entity: EntityDef,
  id: string,
): Promise<Row | undefined> {
  return deps.stores.of(entity).get(await actorFor(deps, s, entity), id);
}
