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

const QUANTIFIER_AT = /^(?:[*+?]|\{\d+(?:,\d*)?\})/;

/**
 * Refuses patterns that can backtrack catastrophically: a repeated group that itself contains a quantifier or
 * an alternation (star height > 1, `(a+)+`, `(a|a)*`), and back-references. Conservative by design: such
 * rules can always be written without nesting.
 */
export function unsafePattern(pattern: string): string | undefined {
  const groups: { quantified: boolean; alternation: boolean }[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return '规则的正则表达式不能使用反向引用';
      i++;
      continue;
    }
    if (c === '[') {
      // Skip a character class (escapes and a leading ']' included).
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      while (i < pattern.length && pattern[i] !== ']') {
        if (pattern[i] === '\\') i++;
        i++;
      }
      continue;
    }
    const top = groups[groups.length - 1];
    if (c === '(') {
      groups.push({ quantified: false, alternation: false });
      // Group prefixes (?: (?= (?! (?<= (?<! (?<name> are not quantifiers.
      const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)/.exec(pattern.slice(i + 1));
      if (prefix) i += prefix[0].length;
      continue;
    }
    if (c === '|') {
      if (top) top.alternation = true;
      continue;
    }
    const q = QUANTIFIER_AT.exec(pattern.slice(i));
    if (q && c !== ')') {
      if (top) top.quantified = true;
      i += q[0].length - 1;
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      const after = QUANTIFIER_AT.exec(pattern.slice(i + 1))?.[0];
      const repeats = after !== undefined && !['?', '{1}', '{0,1}', '{1,1}'].includes(after);
      if (group && repeats && (group.quantified || group.alternation)) return '规则的正则表达式过于复杂（嵌套的重复）';
      const parent = groups[groups.length - 1];
      if (parent && group && (group.quantified || group.alternation || after !== undefined)) parent.quantified = true;
    }
  }
  return undefined;
}

/** A pattern matched against a whole (sub)value, as Java's `Pattern.matches`. */
export function compilePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/** Reads and checks a rule JSON on save: an array of `{digits, pattern, message}` with safe, bounded patterns. */
export function parseRuleJson(json: string): CheckRuleItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest('规则JSON格式不正确，需要一个JSON数组');
  }
  if (!Array.isArray(parsed) || !parsed.length) throw badRequest('规则JSON格式不正确，需要一个JSON数组');
  if (parsed.length > MAX_RULES) throw badRequest(`规则最多${MAX_RULES}条`);
  return parsed.map((item, n) => {
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
    try {
      compilePattern(pattern);
    } catch {
      throw badRequest(`${at}的正则表达式不正确`);
    }
    const unsafe = unsafePattern(pattern);
    if (unsafe) throw badRequest(`${at}：${unsafe}`);
    return { digits: d, pattern, message: typeof message === 'string' ? message : '' };
  });
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
    if (!compilePattern(rule.pattern).test(checkValue)) {
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
