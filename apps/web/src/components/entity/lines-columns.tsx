import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import { schemaRules } from '@yunzhan/common/entities/form-rules';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import type { ColumnRule } from '@yunzhan/common/validation/index';
import type { ComponentType } from 'react';
import { uiLanguage } from '../../locales/i18n';
import type { EditableColumn, TableRow } from '../EditableTable';
import type { EntityT } from './texts';
import { dictSourceOf } from './use-dict-options';

export interface FieldInputProps {
  field: Field;
  biz: string;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
}

/** The schema's rules of a field as table column rules (required first, then the others as handlers). */
function columnRules(field: Field): ColumnRule<TableRow>[] {
  return schemaRules(field, uiLanguage()).map((rule) =>
    rule.required
      ? { required: true, message: rule.message }
      : { handler: ({ value }) => rule.validate(value) ?? true, message: rule.message },
  );
}

/** The table cell type of a field kind; kinds without one render the form's own input in a slot. */
function cellTypeOf(field: Field): Partial<EditableColumn> | undefined {
  switch (field.kind) {
    case 'text':
    case 'time':
      return { type: 'input' };
    case 'textarea':
    case 'richText':
      return { type: 'input_pop' };
    case 'number':
    case 'int':
    case 'money':
      return { type: 'inputNumber' };
    case 'date':
    case 'datetime':
      return { type: field.kind };
    case 'dict':
    case 'tableDict':
      return { type: field.multi ? 'list_multi' : 'sel_search', dictCode: dictSourceOf(field) };
    case 'switch':
      return { type: 'checkbox', customValue: field.options };
    default:
      return undefined;
  }
}

/** The sort field of a child schema renumbered by the table (its first default sort field, when it is a form field). */
export function sortKeyOf(child: EntityDef): string {
  const first = child.defaultSort[0]?.field;
  return first && formFieldsOf(child).some((f) => f.name === first) ? first : '';
}

/** One table column per form field of the child schema. */
export function linesColumns(child: EntityDef, Input: ComponentType<FieldInputProps>, t: EntityT): EditableColumn[] {
  return formFieldsOf(child).map(({ name, field }) => {
    const typed = cellTypeOf(field);
    const base: EditableColumn = {
      key: name,
      title: t.label(field),
      width: field.width ?? (typed ? undefined : 200),
      defaultValue: field.default,
      validateRules: columnRules(field),
    };
    if (typed) return { ...base, ...typed };
    return {
      ...base,
      type: 'slot',
      slot: ({ value, disabled, onChange }) => (
        <Input field={field} biz="cms" value={value} disabled={disabled} onChange={onChange} />
      ),
    };
  });
}
