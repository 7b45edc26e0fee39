import type { Field } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';
import type { CompareOp, Condition, LikeOp } from './conditions.js';
import { type DayEnd, isNumeric, splitList, toScalar } from './values.js';

/** What a rule does with its text: `in` and `any_like` take a comma-separated list. */
export type RuleOp = CompareOp | LikeOp | 'in' | 'any_like';

export interface Rule {
  readonly op: RuleOp;
  readonly text: string;
}

/** `QueryRuleEnum` by value and by condition name (contract §4.3, spec §9); a Map so `__proto__` is no rule. */
const RULE_NAMES = new Map<string, RuleOp | 'eq_with_add'>([
  ['>', 'gt'],
  ['gt', 'gt'],
  ['>=', 'ge'],
  ['ge', 'ge'],
  ['<', 'lt'],
  ['lt', 'lt'],
  ['<=', 'le'],
  ['le', 'le'],
  ['=', 'eq'],
  ['eq', 'eq'],
  ['!=', 'ne'],
  ['ne', 'ne'],
  ['IN', 'in'],
  ['in', 'in'],
  ['LIKE', 'like'],
  ['like', 'like'],
  ['LEFT_LIKE', 'left_like'],
  ['left_like', 'left_like'],
  ['RIGHT_LIKE', 'right_like'],
  ['right_like', 'right_like'],
  ['EQWITHADD', 'eq_with_add'],
  ['eq_with_add', 'eq_with_add'],
]);

/** Rules whose value is raw SQL (`QueryRuleEnum.SQL_RULES`): never executed. */
export const SQL_RULE_NAMES: readonly string[] = ['USE_SQL_RULES', 'ext'];

/** A named rule (advanced query, data rule) applied to `text`; undefined for an unknown name. */
export function namedRule(name: string, text: string): Rule | undefined {
  const op = RULE_NAMES.get(name);
  if (op === 'eq_with_add') return { op: 'eq', text: text.replaceAll('++', ',') };
  return op && { op, text };
}

// Operator prefixes of contract §4.2: the operator, then one space, then the value.
const TWO_CHAR_OPS = new Map<string, RuleOp>([
  ['>=', 'ge'],
  ['<=', 'le'],
  ['!=', 'ne'],
  ['ge', 'ge'],
  ['le', 'le'],
  ['gt', 'gt'],
  ['lt', 'lt'],
  ['eq', 'eq'],
  ['ne', 'ne'],
  ['in', 'in'],
  ['IN', 'in'],
]);
const ONE_CHAR_OPS = new Map<string, RuleOp>([
  ['>', 'gt'],
  ['<', 'lt'],
  ['=', 'eq'],
]);

/** The rule a plain search value asks for (`QueryGenerator.convert2Rule`); undefined for an empty value. */
export function valueRule(raw: string): Rule | undefined {
  const v = raw.trim();
  if (!v) return undefined;
  if (v.length > 1 && v.startsWith(',') && v.endsWith(',')) return { op: 'any_like', text: v };
  const two = v[2] === ' ' ? TWO_CHAR_OPS.get(v.slice(0, 2)) : undefined;
  if (two) return { op: two, text: v.slice(3).trim() };
  const one = v[1] === ' ' ? ONE_CHAR_OPS.get(v[0]) : undefined;
  if (one) return { op: one, text: v.slice(2).trim() };
  const starts = v.startsWith('*');
  const ends = v.endsWith('*');
  if (starts && ends) return { op: 'like', text: v.slice(1, -1) };
  if (starts) return { op: 'left_like', text: v.slice(1) };
  if (ends) return { op: 'right_like', text: v.slice(0, -1) };
  if (v.includes(',')) return { op: 'in', text: v };
  if (v.startsWith('!')) return { op: 'ne', text: v.slice(1) };
  if (v.indexOf('++') > 0) return { op: 'eq', text: v.replaceAll('++', ',') };
  return { op: 'eq', text: v };
}

/**
 * The condition of `rule` on a filterable field; undefined when the rule leaves nothing to compare (an empty
 * list). Throws 400 for a value the field's type cannot hold.
 */
export function ruleCondition(name: string, field: Field, rule: Rule, dayEnd?: DayEnd): Condition | undefined {
  const { op, text } = rule;
  if (op === 'like' || op === 'left_like' || op === 'right_like' || op === 'any_like') {
    if (isNumeric(field)) throw badRequest(`「${field.label}」不支持模糊查询`);
    if (text.includes('\0')) throw badRequest('查询参数包含非法字符');
  }
  switch (op) {
    case 'in': {
      const values = splitList(text).map((item) => toScalar(field, item));
      return values.length ? { type: 'in', field: name, values } : undefined;
    }
    case 'any_like': {
      const items = splitList(text).map((item): Condition => ({ type: 'like', field: name, op: 'like', text: item }));
      return items.length ? { type: 'or', items } : undefined;
    }
    case 'like':
    case 'left_like':
    case 'right_like':
      return { type: 'like', field: name, op, text };
    default:
      return { type: 'compare', field: name, op, value: toScalar(field, text, dayEnd) };
  }
}
