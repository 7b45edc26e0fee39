import type { EntityDef } from '@yunzhan/common/entities/index';
import { ApiError } from '../errors.js';
import { formatDate, formatDateTime } from '../time.js';
import type { Condition } from './conditions.js';
import { namedRule, ruleCondition, SQL_RULE_NAMES } from './rules.js';

/** A `sys_permission_data_rule` row (only rows with status '1' are meant to be passed in). */
export interface DataRuleRow {
  ruleColumn: string | null;
  ruleConditions: string | null;
  ruleValue: string | null;
}

/** What the `#{…}` variables of data rules stand for (contract §4.4 item 5); taken from the session. */
export interface RuleVariables {
  /** `sys_user_code`: username. */
  sysUserCode?: string | null;
  /** `sys_user_name`: real name. */
  sysUserName?: string | null;
  sysOrgCode?: string | null;
  /** All the user's org codes, comma-separated. */
  sysMultiOrgCode?: string | null;
  /** `YYYY-MM-DD`. */
  sysDate?: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  sysTime?: string | null;
  /** The user's tenant ids, comma-separated. */
  tenantId?: string | null;
  bpmStatus?: string | null;
}

export function ruleVariables(
  user: {
    username: string;
    realname?: string | null;
    orgCode?: string | null;
    orgCodes?: readonly string[];
    tenantIds?: string | null;
  },
  now = new Date(),
): RuleVariables {
  return {
    sysUserCode: user.username,
    sysUserName: user.realname,
    sysOrgCode: user.orgCode,
    sysMultiOrgCode: user.orgCodes?.join(','),
    sysDate: formatDate(now),
    sysTime: formatDateTime(now),
    tenantId: user.tenantIds,
    bpmStatus: '1',
  };
}

export interface DataRuleResult {
  /** To be AND-ed with the list query. */
  conditions: Condition[];
  /** Rules skipped or turned into "no rows", for the log; never shown to the user. */
  warnings: string[];
}

const NONE: Condition = { type: 'none' };
// Both spellings (`sys_user_code`, `sysUserCode`) reduce to the same key.
const variableKey = (name: string) => name.replaceAll('_', '').toLowerCase();

/**
 * Data-permission rules as conditions (contract §4.4 item 4). Raw-SQL rules are never executed, and rules on a
 * column the entity cannot filter or with an unknown condition are skipped, as JeecgBoot skips them. A rule that
 * cannot be resolved (unknown or empty variable, value the column cannot hold) matches no row: a broken
 * restriction must not widen what the user sees.
 */
export function dataRuleConditions(
  entity: EntityDef,
  rules: readonly DataRuleRow[],
  variables: RuleVariables,
): DataRuleResult {
  const values = new Map(Object.entries(variables).map(([name, value]) => [variableKey(name), value]));
  const conditions: Condition[] = [];
  const warnings: string[] = [];
  for (const row of rules) {
    const column = row.ruleColumn?.trim() ?? '';
    const name = row.ruleConditions?.trim() ?? '';
    const what = `data rule on '${column}' (${name})`;
    if (SQL_RULE_NAMES.includes(name)) {
      warnings.push(`${what}: SQL rules are not supported; skipped`);
      continue;
    }
    const field = entity.field(column);
    if (!field?.filterable) {
      warnings.push(`${what}: ${entity.name} has no filterable field '${column}'; skipped`);
      continue;
    }
    let unresolved = '';
    const text = (row.ruleValue ?? '').replace(/#\{([^}]*)\}/g, (_, variable: string) => {
      const value = values.get(variableKey(variable.trim()));
      if (!value) unresolved ||= variable;
      return value ?? '';
    });
    const rule = namedRule(name, text);
    if (!rule) {
      warnings.push(`${what}: unknown condition; skipped`);
      continue;
    }
    if (unresolved) {
      warnings.push(`${what}: variable '${unresolved}' has no value; no rows match`);
      conditions.push(NONE);
      continue;
    }
    try {
      const condition = ruleCondition(column, field, rule);
      if (!condition) warnings.push(`${what}: empty value list; no rows match`);
      conditions.push(condition ?? NONE);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      warnings.push(`${what}: ${err.message}; no rows match`);
      conditions.push(NONE);
    }
  }
  return { conditions, warnings };
}
