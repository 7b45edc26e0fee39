/**
 * Form rules of spec §5 with their exact messages, as plain framework-neutral data.
 *
 * A rule is `{ message, required?, validate(value, allValues?) }`; `validate` returns the error message or
 * undefined. Non-required rules pass on empty values (null, undefined, '' or []), so they combine freely with a
 * `requiredRule`. A field's rules run in order and the first failure wins (`firstError`).
 * Adapters: `toAntdRules` for antd `Form.Item rules`, `toZodRefinement` for zod `.superRefine`, `validateValues`
 * for a whole object.
 */
import { EMAIL_PATTERN, isEmptyValue, MOBILE_PATTERN, testRegExp, valueToText } from './patterns';

export type FormValues = Readonly<Record<string, unknown>>;

export interface FieldRule {
  /** The message returned on failure (for rules with a fixed message). */
  readonly message: string;
  /** True for a rule that fails on empty values (lets UIs mark the field as required). */
  readonly required?: boolean;
  /** The error message, or undefined when the value passes. */
  validate(value: unknown, allValues?: FormValues): string | undefined;
}

export type FieldRules = readonly FieldRule[];

/** Character count in code points (as async-validator counts string length). */
export const charLength = (text: string): number => Array.from(text).length;

// ---------------------------------------------------------------------------------------------- rule builders

/** Fails on null, undefined, '' and []. */
export function requiredRule(message: string): FieldRule {
  return { message, required: true, validate: (value) => (isEmptyValue(value) ? message : undefined) };
}

/** Fails when the (non-empty) value's text does not match the whole `pattern`. */
export function patternRule(pattern: RegExp, message: string): FieldRule {
  return {
    message,
    validate: (value) => (isEmptyValue(value) || testRegExp(pattern, valueToText(value)) ? undefined : message),
  };
}

/** Fails when `test` returns false for the (non-empty) value's text. */
export function predicateRule(test: (text: string) => boolean, message: string): FieldRule {
  return { message, validate: (value) => (isEmptyValue(value) || test(valueToText(value)) ? undefined : message) };
}

/** Length bounds on the text (code points); the message may contain `{min}` / `{max}`. */
export function lengthRule(bounds: { min?: number; max?: number }, message: string): FieldRule {
  const { min, max } = bounds;
  return predicateRule((text) => {
    const n = charLength(text);
    return (min == null || n >= min) && (max == null || n <= max);
  }, message);
}

/** Item-count bounds on an array value (a non-array counts as one item). */
export function countRule(bounds: { min?: number; max?: number }, message: string): FieldRule {
  const { min, max } = bounds;
  return {
    message,
    validate: (value) => {
      if (isEmptyValue(value)) return undefined;
      const n = Array.isArray(value) ? value.length : 1;
      return (min == null || n >= min) && (max == null || n <= max) ? undefined : message;
    },
  };
}

/** Fails when the (non-empty) value differs from the value of another field (e.g. password confirmation). */
export function sameAsFieldRule(field: string, message: string): FieldRule {
  return {
    message,
    validate: (value, allValues) => (isEmptyValue(value) || value === allValues?.[field] ? undefined : message),
  };
}

// ---------------------------------------------------------------------------------------------- patterns

export const FORM_PATTERNS = {
  mobile: MOBILE_PATTERN,
  /** Letters, digits, underscore. */
  userNameChars: /^\w+$/,
  /** 4 to 18 characters (the message says 6 to 18: kept as in the original). */
  userNameLength: /^[\s\S]{4,18}$/u,
  email: EMAIL_PATTERN,
  /** 0, 1, 2, … (no sign, no leading zero). */
  naturalNumber: /^(?:0|[1-9]\d*)$/,
  english: /^[A-Za-z]+$/,
  /** Landline: 3- or 4-digit area code, '-', 7 or 8 digits. */
  telephone: /^\d{3,4}-\d{7,8}$/,
  /** Bank card: 9 to 19 digits, the first not 0. */
  bankCard: /^[1-9]\d{8,18}$/,
  /** Certificate number: up to 50 letters and digits. */
  idNumber: /^[A-Za-z0-9]{0,50}$/,
  /** 18-digit resident ID (structure only; see isChineseIdCard for the checksum). */
  idCard18: /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
  /** 15-digit resident ID (first generation). */
  idCard15: /^[1-9]\d{7}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}$/,
  /** QQ number: 5 to 12 digits, the first not 0. */
  qq: /^[1-9]\d{4,11}$/,
  /** http(s) URL. */
  url: /^https?:\/\/[\w-]+(?:\.[\w-]+)+(?:[\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  /** Up to 20 English letters and digits. */
  enNum0to20: /^[A-Za-z0-9]{0,20}$/,
  /** 2 to 100 Chinese characters, English letters and spaces. */
  cnEnSpace2to100: /^[A-Za-z\u4E00-\u9FA5\s]{2,100}$/,
  /** Digits and line breaks. */
  numLinefeed: /^[0-9\r\n]+$/,
  /** Up to 255 characters. */
  char0to255: /^[\s\S]{0,255}$/u,
} as const;

export const FORM_MESSAGES = {
  mobileRequired: '请输入手机号',
  mobile: '请输入正确手机号',
  userNameRequired: '请输入用户名',
  userNameChars: '只允许字母、数字、下划线',
  userNameLength: '长度6到18个字符',
  email: '邮箱格式不正确',
  naturalNumber: '请输入自然数',
  english: '请输入英文字符',
  telephone: '请输入正确的座机号',
  bankCard: '请输入正确的银行卡号码',
  idNumber: '请输入正确的证件号码',
  idCard: '请输入正确的身份证号码',
  qq: '请输入正确的QQ号码',
  url: '请输入以http和https开头的网址',
  enNum0to20: '请输入20位以内的英文字符和数字',
  cnEnSpace2to100: '请输入2到100位的中英文字符和空格',
  numLinefeed: '请输入数字和换行符',
  char0to255: '请输入255位以内的字符',
  required: '此项为必填项',
  minLength: (n: number) => `最小长度${n}位字符`,
  maxLength: (n: number) => `最大长度${n}位字符`,
  minChecked: (n: number) => `最少选择${n}项`,
  maxChecked: (n: number) => `最多选择${n}项`,
  loginUsername: '请输入帐户名',
  loginPassword: '请输入密码',
  loginCaptcha: '请输入验证码',
  oldPassword: '请输入旧密码!',
  newPassword: '请输入新密码!',
  confirmPassword: '请确认新密码!',
  passwordMismatch: '两次输入的密码不一样！',
} as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Mainland resident ID number: 18 digits (the last may be X) with a real birth date and a valid ISO 7064 MOD 11-2
 * check character, or the 15-digit first-generation number with a real birth date (19yy).
 */
export function isChineseIdCard(value: string): boolean {
  if (FORM_PATTERNS.idCard15.test(value)) {
    return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!FORM_PATTERNS.idCard18.test(value)) return false;
  if (!isRealDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CODES[sum % 11] === value[17].toUpperCase();
}

// ---------------------------------------------------------------------------------------------- rule sets

const M = FORM_MESSAGES;
const P = FORM_PATTERNS;

/** `required(min, max)`: required, then optional minimum / maximum length (最小长度N位字符 / 最大长度N位字符). */
export function requiredLengthRules(min?: number, max?: number, message: string = M.required): FieldRule[] {
  const rules = [requiredRule(message)];
  if (min) rules.push(lengthRule({ min }, M.minLength(min)));
  if (max) rules.push(lengthRule({ max }, M.maxLength(max)));
  return rules;
}

/** Checkbox group: at least one item, then optional minimum / maximum count (最少选择N项 / 最多选择N项). */
export function checkboxGroupRules(min?: number, max?: number, message: string = M.required): FieldRule[] {
  const rules = [requiredRule(message)];
  if (min) rules.push(countRule({ min }, M.minChecked(min)));
  if (max) rules.push(countRule({ max }, M.maxChecked(max)));
  return rules;
}

/** Named rule sets of spec §5 (each field's rules in order). */
export const formRules = {
  /** Required 请输入手机号, then 1[3-9] + 9 digits 请输入正确手机号. */
  mobile: [requiredRule(M.mobileRequired), patternRule(P.mobile, M.mobile)],
  /** Required 请输入用户名; letters/digits/underscore 只允许字母、数字、下划线; 4-18 chars, message 长度6到18个字符. */
  userName: [
    requiredRule(M.userNameRequired),
    patternRule(P.userNameChars, M.userNameChars),
    patternRule(P.userNameLength, M.userNameLength),
  ],
  /** Optional e-mail 邮箱格式不正确. */
  email: [patternRule(P.email, M.email)],
  naturalNumber: [patternRule(P.naturalNumber, M.naturalNumber)],
  english: [patternRule(P.english, M.english)],
  telephone: [patternRule(P.telephone, M.telephone)],
  bankCard: [patternRule(P.bankCard, M.bankCard)],
  idNumber: [patternRule(P.idNumber, M.idNumber)],
  idCard: [predicateRule(isChineseIdCard, M.idCard)],
  qq: [patternRule(P.qq, M.qq)],
  url: [patternRule(P.url, M.url)],
  enNum0to20: [patternRule(P.enNum0to20, M.enNum0to20)],
  cnEnSpace2to100: [patternRule(P.cnEnSpace2to100, M.cnEnSpace2to100)],
  numLinefeed: [patternRule(P.numLinefeed, M.numLinefeed)],
  char0to255: [patternRule(P.char0to255, M.char0to255)],
} as const satisfies Record<string, FieldRules>;

/** Login form (fields of POST /sys/login). */
export const loginRules = {
  username: [requiredRule(M.loginUsername)],
  password: [requiredRule(M.loginPassword)],
  captcha: [requiredRule(M.loginCaptcha)],
} as const satisfies Record<string, FieldRules>;

/** Change-password form (fields of POST /sys/user/updatePassword). */
export const changePasswordRules = {
  oldpassword: [requiredRule(M.oldPassword)],
  password: [requiredRule(M.newPassword)],
  confirmpassword: [requiredRule(M.confirmPassword), sameAsFieldRule('password', M.passwordMismatch)],
} as const satisfies Record<string, FieldRules>;

// ---------------------------------------------------------------------------------------------- runners and adapters

/** The first failing rule's message, or undefined. */
export function firstError(rules: FieldRules, value: unknown, allValues?: FormValues): string | undefined {
  for (const rule of rules) {
    const error = rule.validate(value, allValues);
    if (error !== undefined) return error;
  }
  return undefined;
}

/** Validates an object against per-field rules; returns the failing fields with their first message. */
export function validateValues(
  schema: Readonly<Record<string, FieldRules>>,
  values: FormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rules] of Object.entries(schema)) {
    const error = firstError(rules, values[field], values);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** What the antd adapter needs from a form instance (antd's FormInstance satisfies it). */
export interface FormValuesSource {
  getFieldsValue(all: true): unknown;
}

/** An antd-compatible rule object (a subset of antd's RuleObject). */
export interface AntdLikeRule {
  required?: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * antd adapter: `<Form.Item rules={toAntdRules(formRules.mobile)}>`. Each rule becomes a rule render function that
 * reads all form values (for cross-field rules) and rejects with an Error carrying the message.
 */
export function toAntdRules(rules: FieldRules): Array<(form: FormValuesSource) => AntdLikeRule> {
  return rules.map((rule) => (form: FormValuesSource) => ({
    required: rule.required,
    validator: (_rule: unknown, value: unknown) => {
      const all = form.getFieldsValue(true);
      const error = rule.validate(value, all != null && typeof all === 'object' ? (all as FormValues) : undefined);
      return error === undefined ? Promise.resolve() : Promise.reject(new Error(error));
    },
  }));
}

/** The part of zod's refinement context the adapter uses. */
export interface RefinementContextLike {
  addIssue(issue: { code: 'custom'; message: string }): void;
}

/** zod adapter: `z.string().superRefine(toZodRefinement(formRules.mobile))` adds the first failure as an issue. */
export function toZodRefinement(
  rules: FieldRules,
  allValues?: FormValues,
): (value: unknown, ctx: RefinementContextLike) => void {
  return (value, ctx) => {
    const error = firstError(rules, value, allValues);
    if (error !== undefined) ctx.addIssue({ code: 'custom', message: error });
  };
}
