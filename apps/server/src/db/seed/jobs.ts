import type { SysQuartzJob } from '../types.js';
import { stableId } from './ids.js';
import { appliedKeys, audit, insertAll, recordKeys, type SeedContext } from './util.js';

/** The product's background work as 定时任务 (handlers of `modules/quartz`): cron, parameter, running or stopped. */
export const SEED_JOBS: readonly (readonly [
  name: string,
  cron: string,
  description: string,
  status: 0 | -1,
  param?: string,
])[] = [
  ['AnnouncementReleaseJob', '0/30 * * * * ? *', '公告定时发布：找到其他服务器发布的到期公告', 0],
  ['PushRetryJob', '0/15 * * * * ? *', '推送发送与重试', 0],
  ['SessionCleanupJob', '0 0/5 * * * ? *', '清理过期会话和临时数据', 0],
  ['UploadCleanupJob', '30 0/5 * * * ? *', '清理访客未提交的上传文件', 0],
  ['ScheduledPublishingJob', '0 0 * * * ? *', '记录每小时按计划公开的内容', 0],
  ['StatisticsRollupJob', '0 10 3 * * ? *', '合并旧的搜索词计数', 0, '{"detailDays":400}'],
  [
    'LogRetentionJob',
    '0 30 3 * * ? *',
    '按保留期清理日志',
    0,
    '{"loginDays":180,"operationDays":365,"jobLogDays":30,"jobLogKeep":1000}',
  ],
  ['DatabaseBackupJob', '0 0 2 * * ? *', '每天备份数据库（需要时启用）', -1, '{"keep":7}'],
];

export const jobId = (name: string) => stableId(`job:${name}`);

/**
 * Inserts each job once (seed key `job:<name>`): a job the administrator deletes stays deleted. The scheduler gives
 * new jobs their trigger when it starts.
 */
export async function seedJobs(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const keys = SEED_JOBS.map(([name]) => `job:${name}`);
  const applied = await appliedKeys(db, keys);
  const missing = SEED_JOBS.filter(([name]) => !applied.has(`job:${name}`));
  if (!missing.length) return;
  const rows: SysQuartzJob[] = missing.map(([name, cron, description, status, param]) => ({
    id: jobId(name),
    jobClassName: name,
    cronExpression: cron,
    parameter: param ?? null,
    description,
    status,
    retryCount: 0,
    retryInterval: 30,
    timeoutSeconds: 600,
    misfireOnce: 'Y',
    ...audit(now),
  }));
  await insertAll(db, 'sysQuartzJob', rows);
  await recordKeys(
    db,
    missing.map(([name]) => `job:${name}`),
    now,
  );
}
