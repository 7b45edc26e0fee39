import {
  type ApprovalMode,
  type EmptyAction,
  type TimeoutAction,
  userTaskConfig,
} from '@yunzhan/common/workflow/user-task';

/**
 * The user task form of the properties panel and the `yz:` attributes it stands for (`moddle.ts`). Pickers hold
 * comma-joined keys (usernames, department ids), the role select a list of role codes; the attributes are
 * comma-joined lists, `true` flags (absent when off) and defaults left out.
 */
export interface UserTaskForm {
  assignee?: string;
  candidateUsers?: string;
  candidateRoles: string[];
  candidateDeparts?: string;
  deptHead: boolean;
  leader: boolean;
  applicant: boolean;
  mode: ApprovalMode;
  /** ISO 8601 duration (the duration input writes it). */
  dueIn?: string;
  onTimeout: TimeoutAction;
  onEmpty: EmptyAction;
}

export type AttrValue = string | boolean | undefined;
export type YzAttrs = Record<`yz:${string}`, AttrValue>;

const joined = (keys: readonly string[] | string | undefined): string | undefined => {
  const list = (typeof keys === 'string' ? keys.split(',') : (keys ?? [])).map((k) => k.trim()).filter(Boolean);
  return list.length ? [...new Set(list)].join(',') : undefined;
};

/** The form of a user task from its attributes (`attr('mode')` …) and its multi-instance marker. */
export function userTaskForm(attr: (name: string) => unknown, loop?: { sequential: boolean }): UserTaskForm {
  const c = userTaskConfig(attr, loop);
  return {
    assignee: c.assignee ?? undefined,
    candidateUsers: joined(c.candidateUsers),
    candidateRoles: c.candidateRoles,
    candidateDeparts: joined(c.candidateDeparts),
    deptHead: c.deptHead,
    leader: c.leader,
    applicant: c.applicant,
    mode: c.mode,
    dueIn: c.dueIn ?? undefined,
    onTimeout: c.onTimeout,
    onEmpty: c.onEmpty,
  };
}

/**
 * The attributes of a form. The defaults (`single`, `notify`, `admin`) are left out, except `single` on a task
 * drawn with a multi-instance marker (where no mode would read as `all` or `sequence`); `onTimeout` only with a
 * due time.
 */
export function userTaskAttrs(form: UserTaskForm, hasLoop: boolean): YzAttrs {
  return {
    'yz:assignee': form.assignee?.trim() || undefined,
    'yz:candidateUsers': joined(form.candidateUsers),
    'yz:candidateRoles': joined(form.candidateRoles),
    'yz:candidateDeparts': joined(form.candidateDeparts),
    'yz:deptHead': form.deptHead || undefined,
    'yz:leader': form.leader || undefined,
    'yz:applicant': form.applicant || undefined,
    'yz:mode': form.mode === 'single' && !hasLoop ? undefined : form.mode,
    'yz:dueIn': form.dueIn || undefined,
    'yz:onTimeout': form.dueIn && form.onTimeout !== 'notify' ? form.onTimeout : undefined,
    'yz:onEmpty': form.onEmpty === 'admin' ? undefined : form.onEmpty,
  };
}

const normal = (v: unknown): AttrValue =>
  v === true || v === 'true' ? true : typeof v === 'string' && v !== '' ? v : undefined;

/** The attributes of `next` that differ from the element's (`current('yz:mode')` …): what an update must set. */
export function changedAttrs(current: (name: string) => unknown, next: YzAttrs): YzAttrs {
  return Object.fromEntries(
    Object.entries(next).filter(([name, value]) => normal(current(name)) !== normal(value)),
  ) as YzAttrs;
}
