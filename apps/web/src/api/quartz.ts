import { sysQuartzJob } from '@yunzhan/common/entities/system/index';
import type { Page } from './entity';
import { getAction } from './http';
import type { Envelope } from './types';

const BASE = sysQuartzJob.apiBase;

/** A handler of the server's job registry, as the form offers it. */
export interface JobHandlerInfo {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  format: 'json' | 'text';
  example?: string;
}

/** One attempt of a job's run (`/sys/quartzJob/logList`). */
export interface JobRun {
  id: string;
  fireAt: number;
  fireTime: string;
  triggerType: string;
  triggerType_dictText: string;
  attempt: number;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  node: string | null;
  status: 'running' | 'success' | 'failed' | 'skipped';
  status_dictText: string;
  message: string | null;
  error: string | null;
}

export const jobHandlers = () => getAction<JobHandlerInfo[]>(`${BASE}/handlers`);

export const jobRuns = (jobId: string, pageNo: number, pageSize: number) =>
  getAction<Page<JobRun>>(`${BASE}/logList`, { jobId, pageNo, pageSize });

/** 暂停, 恢复 (启动) or 立即执行, by GET as JeecgBoot's client calls them. */
export const jobAction = (action: 'pause' | 'resume' | 'execute', id: string): Promise<Envelope<null>> =>
  getAction<null>(`${BASE}/${action}`, { id });
