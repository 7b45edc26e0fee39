import { userPattern, userPatternProblem } from '@yunzhan/common/validation/user-pattern';
import { badRequest } from '../../core/errors.js';

/** One step of a check rule (contract §6 sys_check_rule). */
export interface CheckRuleItem {
  /** '*' checks the whole value; a number checks the next that many characters. */
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

export const MAX_PATTERN_LENGTH = 200;
export const MAX_VALUE_LENGTH = 1000;
const MAX_RULES = 50;
const MAX_DIGITS = 1000;

/** The most instructions the patterns of one rule may have together: a check costs up to value length × this. */
export const MAX_RULE_PROGRAM = 2000;

/**
 * Reads and checks a rule JSON: an array of `{digits, pattern, message}` whose patterns RE2 runs (linear time; see
 * `userPattern`) within a bounded size. Throws a 400 whose message names the rule and the reason.
 */
export function parseRuleJson(json: string): CheckRuleItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest('规则JSON格式不正确，需要一个JSON数组');
  }
  if (!Array.isArray(parsed) || !parsed.length) throw badRequest('规则JSON格式不正确，需要一个JSON数组');
  if (parsed.length > MAX_RULES) throw badRequest(`规则最多${MAX_RULES}条`);
  const rules = parsed.map((item, n): CheckRuleItem => {
    const at = `第${n + 1}条规则`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest(`${at}格式不正确`);
    const { digits, pattern, message } = item as Record<string, unknown>;
    const d = typeof digits === 'number' ? String(digits) : digits;
    if (typeof d !== 'string' || !(d === '*' || (/^\d+$/.test(d) && Number(d) >= 1 && Number(d) <= MAX_DIGITS))) {
      throw badRequest(`${at}的位数必须是*或1-${MAX_DIGITS}的整数`);
    }
    if (typeof pattern !== 'string' || !pattern) throw badRequest(`${at}的正则表达式不能为空`);
    if (pattern.length > MAX_PATTERN_LENGTH) throw badRequest(`${at}的正则表达式最多${MAX_PATTERN_LENGTH}个字符`);
    if (message !== undefined && message !== null && typeof message !== 'string') {
      throw badRequest(`${at}的提示文本格式不正确`);
    }
    if (typeof message === 'string' && message.length > 200) throw badRequest(`${at}的提示文本最多200个字符`);
    const problem = userPatternProblem(pattern);
    if (problem) throw badRequest(`${at}的正则表达式${problem}`);
    return { digits: d, pattern, message: typeof message === 'string' ? message : '' };
  });
  const size = rules.reduce((sum, rule) => sum + userPattern(rule.pattern).size, 0);
  if (size > MAX_RULE_PROGRAM) throw badRequest('规则的正则表达式合计过于复杂，请减少规则或缩小重复次数的范围');
  return rules;
}

/**
 * The algorithm of contract §7.7: rules in order with a cursor; '*' tests the whole value, a number the next
 * `digits` characters (clipped; empty past the end) and advances the cursor. The first failing rule is returned;
 * `undefined` when all pass or the value is blank.
 */
export function checkValue(rules: readonly CheckRuleItem[], value: string): CheckFailure | undefined {
  if (!value.trim()) return undefined;
  let begin = 0;
  for (const rule of rules) {
    let checkValue: string;
    let range: { beginIndex: number; endIndex: number } | undefined;
    if (rule.digits === '*') {
      checkValue = value;
    } else {
      const n = Number(rule.digits);
      const end = Math.min(begin + n, value.length);
      checkValue = begin > end ? '' : value.slice(begin, end);
      range = { beginIndex: begin, endIndex: end };
      begin += n;
    }
    if (!userPattern(rule.pattern).matches(checkValue)) {
      return {
        digits: rule.digits,
        pattern: rule.pattern,
        message: rule.message,
        ...range,
        checkValue,
        passed: false,
      };
    }
  }
  return undefined;
}
