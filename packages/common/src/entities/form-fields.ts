import type { EntityDef } from './define';
import type { Field } from './fields';

export interface NamedField {
  name: string;
  field: Field;
}

/** Declared fields, in declaration order, that pass `keep`. */
export const fieldsWhere = (entity: Pick<EntityDef, 'fields'>, keep: (field: Field) => boolean): NamedField[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => keep(field))
    .map(([name, field]) => ({ name, field }));

/** Add/edit form fields: declared with `form`, never a sensitive one. */
export const formFieldsOf = (entity: Pick<EntityDef, 'fields'>) => fieldsWhere(entity, (f) => f.form && !f.sensitive);

/** Listed fields (list columns, detail view): `list` is already false for sensitive fields. */
export const listFieldsOf = (entity: Pick<EntityDef, 'fields'>) => fieldsWhere(entity, (f) => f.list);

/** Search-form fields: those with a search hint. */
export const searchFieldsOf = (entity: Pick<EntityDef, 'fields'>) =>
  fieldsWhere(entity, (f) => !!f.search && f.filterable);

/** Upload folder of POST /sys/common/upload: system entities keep images with the avatars, content in 'cms'. */
export const uploadBizOf = (entity: Pick<EntityDef, 'name'>, field: Field) =>
  field.kind === 'image' && entity.name.startsWith('sys.') ? 'avatar' : 'cms';

/** Initial values of an add form: the schema defaults. */
export const defaultValuesOf = (entity: Pick<EntityDef, 'fields'>) =>
  Object.fromEntries(
    formFieldsOf(entity).flatMap(({ name, field }) => (field.default === undefined ? [] : [[name, field.default]])),
  );
