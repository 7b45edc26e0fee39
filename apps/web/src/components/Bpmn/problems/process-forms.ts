import type { EntityDef } from '@yunzhan/common/entities/define';
import { wfExpense, wfLeave } from '@yunzhan/common/entities/workflow/index';
import { CONTENT_REVIEW_FORM, knownVariables } from '@yunzhan/common/workflow/variables';

/** The forms a process may take (`yz:formKey`): the engine's form schemas, and the review of content. */
export const PROCESS_FORMS: readonly { key: string; entity?: EntityDef }[] = [
  { key: wfLeave.name, entity: wfLeave },
  { key: wfExpense.name, entity: wfExpense },
  { key: CONTENT_REVIEW_FORM },
];

/** The form schema of a form key (none for a content review or an unknown key). */
export const formEntity = (formKey: string | null | undefined): EntityDef | undefined =>
  PROCESS_FORMS.find((f) => f.key === formKey)?.entity;

/** The variables the conditions of a process with this form may read. */
export const variablesOfForm = (formKey: string | null | undefined): Set<string> => knownVariables(formEntity(formKey));
