import { BUILTIN_VARIABLES } from '@yunzhan/common/workflow/variables';
import { type MessageKey, t } from '../../../locales/screens/workflow';
import { schemaLabel } from '../../entity/texts';
import { formEntity } from '../problems/process-forms';

export interface VariableLabel {
  name: string;
  label: string;
}

/** The variables a condition may read, with what each holds: the form's fields first, then the built-in ones. */
export function variableLabels(formKey: string | null | undefined): VariableLabel[] {
  const fields = Object.entries(formEntity(formKey)?.fields ?? {}).map(([name, f]) => ({
    name,
    label: schemaLabel(f),
  }));
  return [...fields, ...BUILTIN_VARIABLES.map((name) => ({ name, label: t(`bpmn.var.${name}` as MessageKey) }))];
}
