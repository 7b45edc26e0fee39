/**
 * Named validation patterns of editable-table columns (spec §5), as configured in JeecgBoot
 * (`validateRules: [{ pattern: 'm', message: '...' }]`). Any other pattern string is a user's regular expression, run
 * by `userPattern` (./user-pattern).
 */

export interface NamedPattern {
  /** Short Chinese title, as listed in the online form designer. */
  readonly title: string;
  readonly pattern: RegExp;
  /** Default message when the rule has none. */
  readonly message: string;
}

/** URL: optional scheme://, then a host (domain with a TLD, localhost or IPv4), optional port, path, query, hash. */
export const URL_PATTERN =
  /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?(?:localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** E-mail: local part of letters, digits and . _ % + - (no leading, trailing or double dot), @, domain with a TLD. */
export const EMAIL_PATTERN =
  /^[\w%+-]+(?:\.[\w%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Mainland mobile number: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const NAMED_PATTERNS = {
  'n6-16': { title: '6到16位数字', pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  '*6-16': { title: '6到16位任意字符', pattern: /^[\s\S]{6,16}$/u, message: '请输入6到16位任意字符' },
  's6-18': { title: '6到18位字母', pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  url: { title: '网址', pattern: URL_PATTERN, message: '请输入正确的网址' },
  e: { title: '电子邮件', pattern: EMAIL_PATTERN, message: '请输入正确的电子邮件' },
  m: { title: '手机号码', pattern: MOBILE_PATTERN, message: '请输入正确的手机号码' },
  p: { title: '邮政编码', pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  s: { title: '字母', pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  n: { title: '数字', pattern: /^-?\d+(?:\.\d+)?$/, message: '请输入数字' },
  z: { title: '整数', pattern: /^-?\d+$/, message: '请输入整数' },
  '*': { title: '非空', pattern: /^[\s\S]+$/, message: '该项不能为空' },
  money: { title: '金额', pattern: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, message: '请输入正确的金额（最多两位小数）' },
} as const satisfies Record<string, NamedPattern>;

export type NamedPatternKey = keyof typeof NAMED_PATTERNS;

/** The pattern value that means "unique within the table" rather than a regular expression. */
export const UNIQUE_PATTERN = 'only';

export function isNamedPattern(pattern: unknown): pattern is NamedPatternKey {
  return typeof pattern === 'string' && Object.hasOwn(NAMED_PATTERNS, pattern);
}

/**
 * Empty for validation: null, undefined, '' and an empty array. Whitespace is a value (as in async-validator
 * without `whitespace: true`).
 */
export function isEmptyValue(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The text a pattern is tested against: strings as they are, arrays joined with commas, others via String(). */
export function valueToText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(valueToText).join(',');
  return String(value);
}

/**
 * A named pattern's regular expression, or a RegExp of our own source as it is. A pattern written by a user is
 * never compiled here: it runs through `userPattern` (RE2, linear time).
 */
export function resolvePattern(pattern: NamedPatternKey | RegExp): RegExp {
  return pattern instanceof RegExp ? pattern : NAMED_PATTERNS[pattern].pattern;
}

/** Default message of a pattern: the named pattern's message, else the given fallback. */
export function patternMessage(pattern: string | RegExp, fallback = '格式不正确'): string {
  return isNamedPattern(pattern) ? NAMED_PATTERNS[pattern].message : fallback;
}

/** Tests a regular expression against the whole text, safe for global/sticky expressions. */
export function testRegExp(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const ok = re.test(text);
  re.lastIndex = 0;
  return ok;
}

/**
 * True when `value` satisfies `pattern` (named key or RegExp). Empty values skip the check and pass, except for
 * '*' (non-empty), which then fails.
 */
export function testPattern(pattern: NamedPatternKey | RegExp, value: unknown): boolean {
  if (isEmptyValue(value)) return pattern !== '*';
  return testRegExp(resolvePattern(pattern), valueToText(value));
}
