import {
  type FieldRule,
  FORM_MESSAGES,
  FORM_MESSAGES_EN,
  inSentence,
  isNamedPattern,
  lengthRule,
  PATTERN_MESSAGES_EN,
  patternMessage,
  patternRule,
  predicateRule,
  requiredRule,
  resolvePattern,
  type UiLanguage,
} from '../validation/index';
import type { Field } from './fields';

/** Kinds picked from a list or a picker: their required message says 请选择 instead of 请输入. */
const CHOSEN_KINDS: ReadonlySet<Field['kind']> = new Set([
  'dict',
  'tableDict',
  'ref',
  'switch',
  'date',
  'datetime',
  'time',
  'file',
  'image',
  'video',
]);
const NUMBER_KINDS: ReadonlySet<Field['kind']> = new Set(['number', 'int', 'money']);

interface RuleMessages {
  required(f: Field): string;
  min(n: number): string;
  max(n: number): string;
  length: { minLength(n: number): string; maxLength(n: number): string };
  pattern(f: Field, p: string | RegExp): string;
}

const ZH: RuleMessages = {
  required: (f: Field) => `${CHOSEN_KINDS.has(f.kind) ? '请选择' : '请输入'}${f.label}`,
  min: (n: number) => `最小值为${n}`,
  max: (n: number) => `最大值为${n}`,
  length: FORM_MESSAGES,
  pattern: (f: Field, p: string | RegExp) => patternMessage(p, `${f.label}格式不正确`),
};
const EN: RuleMessages = {
  required: (f) => `${CHOSEN_KINDS.has(f.kind) ? 'Select' : 'Enter'} ${inSentence(f.en ?? f.label)}`,
  min: (n) => `At least ${n}`,
  max: (n) => `At most ${n}`,
  length: FORM_MESSAGES_EN,
  pattern: (f, p) => (isNamedPattern(p) ? PATTERN_MESSAGES_EN[p] : `${f.en ?? f.label} is not valid`),
};

export const requiredMessage = (field: Field, language: UiLanguage = 'zh') =>
  (language === 'en' ? EN : ZH).required(field);

/**
 * The rules an add/edit form runs on one field of a schema (spec §5 messages), in order, as framework-neutral
 * rules: the web form's own (through antd) and the API round trip test's. Messages in the interface language.
 */
export function schemaRules(field: Field, language: UiLanguage = 'zh'): FieldRule[] {
  const m = language === 'en' ? EN : ZH;
  const rules: FieldRule[] = [];
  if (field.required) rules.push(requiredRule(m.required(field)));
  if (NUMBER_KINDS.has(field.kind)) {
    if (field.min != null) rules.push(predicateRule((v) => Number(v) >= (field.min ?? 0), m.min(field.min)));
    if (field.max != null) rules.push(predicateRule((v) => Number(v) <= (field.max ?? 0), m.max(field.max)));
  } else if (!CHOSEN_KINDS.has(field.kind)) {
    if (field.min) rules.push(lengthRule({ min: field.min }, m.length.minLength(field.min)));
    if (field.max) rules.push(lengthRule({ max: field.max }, m.length.maxLength(field.max)));
  }
  if (field.pattern) rules.push(patternRule(resolvePattern(field.pattern), m.pattern(field, field.pattern)));
  return rules;
}
