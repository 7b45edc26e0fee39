/** The pipeline of a job application (招聘管理): 新投递 → 筛选 → 面试 → 录用, or 不合适 from any open step. */
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_TEXT: Readonly<Record<ApplicationStatus, string>> = {
  new: '新投递',
  screening: '筛选',
  interview: '面试',
  hired: '录用',
  rejected: '不合适',
};

const NEXT: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** Whether an application may move from one status to another (the board's drop targets, the server's check). */
export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => NEXT[from].includes(to);
