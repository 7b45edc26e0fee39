import type { EntityDef } from '@yunzhan/common/entities/index';
import type { SessionContext } from '../auth/session.js';
import { dataRuleConditions, ruleVariables } from '../query/index.js';
import type { CrudDeps } from './contracts.js';
import { type Actor, actorOf } from './store.js';

/**
 * The actor of a request on `entity`: who, the current site, and the user's data rules on the menu that owns the
 * entity. Every read and write the engine or a module does for the request goes through it, so that a row
 * outside the rules is a missing row for lists and by-id routes alike.
 */
export async function actorFor(
  deps: Pick<CrudDeps, 'dataRules' | 'ruleUser'>,
  s: SessionContext,
  entity: EntityDef,
): Promise<Actor> {
  const actor = actorOf(s);
  const rows = await deps.dataRules(s.userId, entity.permPrefix);
  if (!rows.length) return actor;
  const { conditions } = dataRuleConditions(entity, rows, ruleVariables(await deps.ruleUser(s)));
  return conditions.length ? { ...actor, rules: new Map([[entity.name, conditions]]) } : actor;
}
