import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import {
  type FieldRule,
  FORM_MESSAGES,
  lengthRule,
  patternMessage,
  patternRule,
  predicateRule,
  requiredRule,
  resolvePattern,
  toAntdRules,
} from '@yunzhan/common/validation/index';
import type { FormRule } from 'antd';
import { duplicateCheck } from '../../api/entity';

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

/** The schema's rules of one field as framework-neutral rules (spec §5 messages), in order. */
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

export interface UniqueContext {
  entity: Pick<EntityDef, 'table' | 'columnOf'>;
  name: string;
  /** The edited row's id (the row itself does not count as a duplicate). */
  dataId?: string;
}

/** Unique fields: GET /sys/duplicate/check on blur, showing the server's message when the value is taken. */
export function uniqueRule({ entity, name, dataId }: UniqueContext): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const response = await duplicateCheck({
        tableName: entity.table,
        fieldName: entity.columnOf(name),
        fieldVal: String(value),
        ...(dataId ? { dataId } : {}),
      });
      if (!response.success) throw new Error(response.message);
    },
  };
}

/**
 * antd `Form.Item rules` of a field from its schema; `override` replaces the schema's own rules (a page with the
 * spec's wording for a field), the duplicate check of a unique field still follows.
 */
export function antdRulesOf(field: Field, unique?: UniqueContext, override?: readonly FormRule[]): FormRule[] {
  const rules: FormRule[] = override ? [...override] : (toAntdRules(schemaRules(field)) as FormRule[]);
  if (field.unique && unique) rules.push(uniqueRule(unique));
  return rules;
}
