import { sql } from 'kysely';
import type { AnyDb } from '../../core/crud/contracts.js';

/**
 * Takes the next value of a sequence (rule code, period): one statement that inserts 1 or adds 1 and answers the
 * result. The row's write lock makes it atomic across connections and processes on SQLite and PostgreSQL; inside a
 * write's transaction a rollback gives the value back, otherwise a value once taken is never given again (a
 * number dropped by a failed write is a gap, never a duplicate).
 */
export async function takeNext(db: AnyDb, ruleCode: string, periodKey: string): Promise<number> {
  const { rows } = await sql<{ seq: number | string }>`
    insert into sys_fill_rule_counter (rule_code, period_key, seq) values (${ruleCode}, ${periodKey}, 1)
    on conflict (rule_code, period_key) do update set seq = sys_fill_rule_counter.seq + 1
    returning seq`.execute(db);
  return Number(rows[0]?.seq);
}

/** The value `takeNext` would answer now, nothing taken (功能测试). */
export async function peekNext(db: AnyDb, ruleCode: string, periodKey: string): Promise<number> {
  const { rows } = await sql<{ seq: number | string }>`
    select seq from sys_fill_rule_counter where rule_code = ${ruleCode} and period_key = ${periodKey}`.execute(db);
  return Number(rows[0]?.seq ?? 0) + 1;
}
