import type { EntityDef } from '@yunzhan/common/entities/index';
import { sql } from 'kysely';
import { inScope, type ScopeHolder, uniquenessScope } from '../../core/crud/scope.js';
import { type Database, dynamic } from '../../db/index.js';

/**
 * Whether a row other than `exceptId` holds `value` in `field`; site-scoped rows are compared within `siteId`
 * (the session's site, never one the client names).
 */
export async function valueTaken(
  db: Database,
  entity: EntityDef,
  field: string,
  value: unknown,
  exceptId: string | undefined,
  who: ScopeHolder,
): Promise<boolean> {
  let qb = dynamic(db)
    .selectFrom(entity.table)
    .select(sql.lit(1).as('one'))
    .where(sql.ref(entity.columnOf(field)), '=', value);
  if (exceptId) qb = qb.where(sql.ref(entity.columnOf('id')), '<>', exceptId);
  qb = inScope(entity, uniquenessScope(entity, field, who), qb);
  return !!(await qb.limit(1).executeTakeFirst());
}

/** The rule JSON of a check rule by its code; undefined when there is no such rule. */
export async function checkRuleJson(db: Database, ruleCode: string): Promise<string | undefined> {
  const rule = await db
    .selectFrom('sysCheckRule')
    .select('ruleJson')
    .where('ruleCode', '=', ruleCode)
    .executeTakeFirst();
  return rule ? String(rule.ruleJson) : undefined;
}
