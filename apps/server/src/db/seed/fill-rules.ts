import { SEEDED_RULES } from '../../modules/fill-rule/seeded.js';
import { dynamic } from '../index.js';
import { stableId } from './ids.js';
import { appliedKeys, audit, recordKeys, type SeedContext } from './util.js';

/** 填值规则: each seeded rule once (seed key `fillRule:<code>`): a rule the administrator deletes stays deleted. */
export async function seedFillRules(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const key = (code: string) => `fillRule:${code}`;
  const applied = await appliedKeys(
    db,
    SEEDED_RULES.map((r) => key(r.ruleCode)),
  );
  const missing = SEEDED_RULES.filter((r) => !applied.has(key(r.ruleCode)));
  if (!missing.length) return;
  await dynamic(db)
    .insertInto('sys_fill_rule')
    .values(missing.map((r) => ({ id: stableId(key(r.ruleCode)), ...r, ...audit(now) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await recordKeys(
    db,
    missing.map((r) => key(r.ruleCode)),
    now,
  );
}
