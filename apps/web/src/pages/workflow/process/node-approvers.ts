import type { UserTaskConfig } from '@yunzhan/common/workflow/user-task';
import type { MessageKey } from '../../../locales/screens/workflow';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export interface Names {
  role(code: string): string;
  depart(id: string): string;
}

/** Who approves at a user task, in words: the people named, then the rules, then how several approve. */
export function approversText(c: UserTaskConfig, names: Names, t: Translate, separator: string): string {
  const list = (label: MessageKey, keys: readonly string[], name: (k: string) => string = (k) => k) =>
    keys.length ? [t('wf.labelled', { label: t(label), value: keys.map(name).join(', ') })] : [];
  const parts = [
    ...list('bpmn.assignee', c.assignee ? [c.assignee] : []),
    ...list('bpmn.candidateUsers', c.candidateUsers),
    ...list('bpmn.candidateRoles', c.candidateRoles, names.role),
    ...list('bpmn.candidateDeparts', c.candidateDeparts, names.depart),
    ...(c.deptHead ? [t('bpmn.deptHead')] : []),
    ...(c.leader ? [t('bpmn.leader')] : []),
    ...(c.applicant ? [t('bpmn.applicant')] : []),
  ];
  return [...parts, t(`bpmn.mode.${c.mode}` as MessageKey)].join(separator);
}
