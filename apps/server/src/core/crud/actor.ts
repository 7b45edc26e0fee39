import type { EntityDef } from '@yunzhan/common/entities/index';
import type { SessionContext } from '../auth/session.js';
import { dataRuleConditions, ruleVariables } from '../query/index.js';
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

async function rulesOf(deps: ActorDeps, s: SessionContext, entity: EntityDef) {
  const rows = await deps.dataRules(s.userId, entity.permPrefix);
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
