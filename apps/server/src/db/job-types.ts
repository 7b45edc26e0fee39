/** 定时任务 (an entity table, `sys.quartzJob`): typed here for the scheduler's joins. */
export interface SysQuartzJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  retryCount: number | null;
  retryInterval: number | null;
  timeoutSeconds: number | null;
  misfireOnce: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** The scheduler's state of a job (migration 0026): its next fire and its run lease, epoch milliseconds. */
export interface SysQuartzTrigger {
  jobId: string;
  nextFireAt: number | null;
  leaseId: string | null;
  leaseUntil: number | null;
  leaseNode: string | null;
}

/** One run attempt of a job. */
export interface SysQuartzJobLog {
  id: string;
  jobId: string;
  /** The fire this run belongs to (epoch ms); a manual run's is its start. */
  fireAt: number;
  triggerType: string;
  attempt: number;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  node: string | null;
  status: string;
  /** The lease it ran under: an expired lease fails the rows it left running. */
  leaseId: string | null;
  message: string | null;
  error: string | null;
}
