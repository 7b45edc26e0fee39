import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { uiLanguage } from '../../locales/i18n';

export interface QueryField {
  name: string;
  label: string;
  field: Field;
}

/** The fields a user may query on: the schema's filterable fields (the internal id aside) with their labels. */
export function queryFieldsOf(entity: Pick<EntityDef, 'filterableFields' | 'field'>): QueryField[] {
  return entity.filterableFields
    .filter((name) => name !== 'id')
    .flatMap((name) => {
      const field = entity.field(name);
      return field ? [{ name, label: uiLanguage() === 'en' && field.en ? field.en : field.label, field }] : [];
    });
}
