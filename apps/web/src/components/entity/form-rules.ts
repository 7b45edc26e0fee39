import { schemaRules } from '@yunzhan/common/entities/form-rules';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { toAntdRules } from '@yunzhan/common/validation/index';
import type { FormRule } from 'antd';
import { duplicateCheck } from '../../api/entity';
import { uiLanguage } from '../../locales/i18n';

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
  const rules: FormRule[] = override ? [...override] : (toAntdRules(schemaRules(field, uiLanguage())) as FormRule[]);
  if (field.unique && unique) rules.push(uniqueRule(unique));
  return rules;
}
