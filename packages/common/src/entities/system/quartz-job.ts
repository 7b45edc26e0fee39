import { entity } from '../define';
import { cron, dict, int, switchField, text, textarea } from '../fields';

/**
 * 定时任务 (contract §7.11, §10): `jobClassName` names a handler of the server's job registry (never a class the
 * server loads); `parameter` is checked by that handler's schema when saved. Status 0 runs on its cron, -1 is
 * stopped. Retries, timeout and the misfire policy are Yunzhan's additions (JeecgBoot has none).
 */
export const sysQuartzJob = entity({
  name: 'sys.quartzJob',
  scope: 'tenant',
  table: 'sys_quartz_job',
  apiBase: '/sys/quartzJob',
  permPrefix: 'system:quartz',
  page: 'system/QuartzJobList',
  title: '定时任务',
  en: 'Scheduled job',
  uniqueIndex: ['jobClassName'],
  fields: {
    jobClassName: text({
      label: '任务类名',
      en: 'Job class',
      required: true,
      max: 255,
      unique: true,
      search: 'like',
      width: 230,
    }),
    cronExpression: cron({ label: 'Cron表达式', en: 'Cron expression', required: true, width: 150 }),
    parameter: textarea({ label: '参数', en: 'Parameters', max: 1000, list: false }),
    description: text({ label: '描述', en: 'Description', max: 255, search: 'like' }),
    status: dict('quartz_status', {
      label: '状态',
      en: 'Status',
      numeric: true,
      required: true,
      default: 0,
      search: 'eq',
      width: 80,
    }),
    retryCount: int({ label: '失败重试次数', en: 'Retries on failure', min: 0, max: 10, default: 0, list: false }),
    retryInterval: int({
      label: '重试间隔(秒)',
      en: 'Retry interval (s)',
      min: 1,
      max: 3600,
      default: 30,
      list: false,
    }),
    timeoutSeconds: int({ label: '超时时间(秒)', en: 'Timeout (s)', min: 1, max: 86_400, default: 600, list: false }),
    misfireOnce: switchField({ label: '错过后补跑一次', en: 'Run once after a miss', default: 'Y', list: false }),
  },
});
