import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { Business } from '../../../api/workflow-tasks';

/** The form key of a content review: its business row is a content row of a module, not a form. */
export const CONTENT_REVIEW = 'content';

/** The schema an application's form is built from: the process's `formKey` (`wf.leave`, `wf.expense`). */
export function formEntityOf(formKey: string | null | undefined): EntityDef | undefined {
  return formKey && formKey !== CONTENT_REVIEW ? entityNamed(formKey) : undefined;
}

/** The content module a content review is about (its business names the module's entity and row). */
export function reviewedEntityOf(business: Pick<Business, 'formKey' | 'tableName'>): EntityDef | undefined {
  return business.formKey === CONTENT_REVIEW && business.tableName ? entityNamed(business.tableName) : undefined;
}

/** The form's data among a form's values: the schema's form fields only (not the title, not the priority). */
export function formDataOf(entity: EntityDef, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFieldsOf(entity).map(({ name }) => [name, values[name] ?? null]));
}
