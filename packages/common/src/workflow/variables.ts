import type { EntityDef } from '../entities/define';

/**
 * What every process knows besides its form's fields: who applied (username, name, department code), the
 * application's title and priority, the process key; a content review also knows the module and the site.
 */
export const BUILTIN_VARIABLES = [
  'applicant',
  'applicantName',
  'applicantDept',
  'title',
  'priority',
  'processKey',
  'entity',
  'site',
] as const;

/** The form key of a process that reviews content before it is published (no form of its own). */
export const CONTENT_REVIEW_FORM = 'content';

/** The variables a process with this form may read in its conditions. */
export function knownVariables(form: EntityDef | undefined): Set<string> {
  return new Set<string>([...BUILTIN_VARIABLES, ...Object.keys(form?.fields ?? {})]);
}
