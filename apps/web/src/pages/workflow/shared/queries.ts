import { unwrap } from '../../../api/system-tree';
import { applicationForm, instanceHighlight, instanceHistory, taskDetail } from '../../../api/workflow-tasks';

/** Every workflow query starts with this key: an action anywhere refreshes them all. */
export const APPROVAL_QUERY = 'approval';

/** A task's details (the todo page opened at a task primes it). */
export const taskDetailQuery = (id: string) => ({
  queryKey: [APPROVAL_QUERY, 'task', id],
  queryFn: async () => unwrap(await taskDetail(id)),
});

/** One of my applications with its form's data. */
export const applicationQuery = (id: string) => ({
  queryKey: [APPROVAL_QUERY, 'application', id],
  queryFn: async () => unwrap(await applicationForm(id)),
});

/** Every step of an instance. */
export const historyQuery = (procInstId: string) => ({
  queryKey: [APPROVAL_QUERY, 'history', procInstId],
  queryFn: async () => unwrap(await instanceHistory(procInstId)),
});

/** An instance's diagram and where it stands. */
export const highlightQuery = (procInstId: string) => ({
  queryKey: [APPROVAL_QUERY, 'highlight', procInstId],
  queryFn: async () => unwrap(await instanceHighlight(procInstId)),
});
