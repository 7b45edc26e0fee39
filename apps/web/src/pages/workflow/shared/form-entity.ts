import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed, entityOfTable } from '@yunzhan/common/entities/registry';

/**
 * The schema an application's form is built from: the process's `formKey` (`wf.leave`, `wf.expense`), or for a
 * content review (`content`) the reviewed module's schema, named by its table.
 */
export function formEntityOf(formKey: string | null | undefined, tableName?: string | null): EntityDef | undefined {
  const named = formKey && formKey !== 'content' ? entityNamed(formKey) : undefined;
  return named ?? (tableName ? entityOfTable(tableName) : undefined);
}

/** The form's data among a form's values: the schema's form fields only (not the title, not the priority). */
export function formDataOf(entity: EntityDef, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFieldsOf(entity).map(({ name }) => [name, values[name] ?? null]));
}
