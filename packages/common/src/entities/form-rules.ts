import {
  type FieldRule,
  FORM_MESSAGES,
  lengthRule,
  patternMessage,
  patternRule,
  predicateRule,
  requiredRule,
  resolvePattern,
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

export const requiredMessage = (field: Field) => `${CHOSEN_KINDS.has(field.kind) ? '请选择' : '请输入'}${field.label}`;

/**
 * The rules an add/edit form runs on one field of a schema (spec §5 messages), in order, as framework-neutral
 * rules: the web form's own (through antd) and the API round trip test's.
 */
export function schemaRules(field: Field): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) rules.push(requiredRule(requiredMessage(field)));
  if (NUMBER_KINDS.has(field.kind)) {
    if (field.min != null) rules.push(predicateRule((v) => Number(v) >= (field.min ?? 0), `最小值为${field.min}`));
    if (field.max != null) rules.push(predicateRule((v) => Number(v) <= (field.max ?? 0), `最大值为${field.max}`));
  } else if (!CHOSEN_KINDS.has(field.kind)) {
    if (field.min) rules.push(lengthRule({ min: field.min }, FORM_MESSAGES.minLength(field.min)));
    if (field.max) rules.push(lengthRule({ max: field.max }, FORM_MESSAGES.maxLength(field.max)));
  }
  if (field.pattern) {
    rules.push(patternRule(resolvePattern(field.pattern), patternMessage(field.pattern, `${field.label}格式不正确`)));
  }
  return rules;
}
