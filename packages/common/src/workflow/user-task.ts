import { durationMs } from './duration';

/**
 * How a user task is approved (the `yz:` attributes of a `userTask`, `moddle.ts`):
 * - who: a user (`assignee`), candidate users, roles and departments, the applicant's department head, the
 *   applicant's leader (the heads of the department above), the applicant;
 * - how several people approve (`mode`): `single` — one of them (several candidates claim first), `all` — each
 *   of them (会签), `any` — the first to act (或签), `sequence` — one after another (依次审批);
 * - when: `dueIn` (ISO duration) and what happens past it (`onTimeout`): remind, escalate to the assignee's
 *   leader, approve or reject;
 * - `onEmpty`: when nobody is found, hand it to the administrator or let the step pass.
 */
export const APPROVAL_MODES = ['single', 'all', 'any', 'sequence'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
export const TIMEOUT_ACTIONS = ['notify', 'escalate', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];
export const EMPTY_ACTIONS = ['admin', 'pass'] as const;
export type EmptyAction = (typeof EMPTY_ACTIONS)[number];

export interface UserTaskConfig {
  assignee: string | null;
  candidateUsers: string[];
  candidateRoles: string[];
  candidateDeparts: string[];
  deptHead: boolean;
  leader: boolean;
  applicant: boolean;
  mode: ApprovalMode;
  /** Milliseconds the step may take; null: no due time. */
  dueMs: number | null;
  dueIn: string | null;
  onTimeout: TimeoutAction;
  onEmpty: EmptyAction;
}

const list = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const flag = (v: unknown) => v === true || v === 'true';
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * A user task's settings from its `yz:` attributes (`attr(name)`), and whether it is drawn as multi-instance
 * (the parallel or sequential marker picks `all` or `sequence` when no mode is given).
 */
export function userTaskConfig(attr: (name: string) => unknown, loop?: { sequential: boolean }): UserTaskConfig {
  const mode = text(attr('mode'));
  const dueIn = text(attr('dueIn'));
  const onTimeout = text(attr('onTimeout'));
  const onEmpty = text(attr('onEmpty'));
  return {
    assignee: text(attr('assignee')),
    candidateUsers: list(attr('candidateUsers')),
    candidateRoles: list(attr('candidateRoles')),
    candidateDeparts: list(attr('candidateDeparts')),
    deptHead: flag(attr('deptHead')),
    leader: flag(attr('leader')),
    applicant: flag(attr('applicant')),
    mode: (APPROVAL_MODES as readonly string[]).includes(mode ?? '')
      ? (mode as ApprovalMode)
      : loop
        ? loop.sequential
          ? 'sequence'
          : 'all'
        : 'single',
    dueIn,
    dueMs: dueIn ? durationMs(dueIn) : null,
    onTimeout: (TIMEOUT_ACTIONS as readonly string[]).includes(onTimeout ?? '')
      ? (onTimeout as TimeoutAction)
      : 'notify',
    onEmpty: (EMPTY_ACTIONS as readonly string[]).includes(onEmpty ?? '') ? (onEmpty as EmptyAction) : 'admin',
  };
}

/** Whether the settings name anybody at all. */
export const namesApprovers = (c: UserTaskConfig): boolean =>
  !!c.assignee ||
  c.candidateUsers.length > 0 ||
  c.candidateRoles.length > 0 ||
  c.candidateDeparts.length > 0 ||
  c.deptHead ||
  c.leader ||
  c.applicant;
