import { rollUpSearchTerms } from '../../statistics/rollup.js';
import { defineJob, jsonObject, whole } from '../handler.js';
import { pruneLogs } from './log-retention.js';
import { publishedBetween } from './published.js';
import type { SystemJobDeps } from './system-deps.js';

const none = jsonObject({});

/**
 * The product's own background work as jobs of the registry: each pass runs once per fire across every process and
 * server, shows in the run log and can be paused, re-timed or run at once. What stays per process (a process's
 * sockets, its in-memory counters, its database file's checkpoints) is not here.
 */
export function systemJobs(d: SystemJobDeps) {
  return [
    defineJob({
      name: 'AnnouncementReleaseJob',
      title: '公告定时发布',
      description:
        '发布开始时间已到的定时公告（推送通知与邮件）。本服务器发布的公告在开始时间准时发出；此任务找到其他进程和服务器发布的公告。',
      en: {
        title: 'Scheduled announcement release',
        description:
          'Releases the scheduled announcements whose start time has come (push notifications and e-mail). Announcements scheduled on this server go out at their start time; this job finds those scheduled by other processes and servers.',
      },
      format: 'json',
      params: none,
      run: async () => `发出到期的定时公告 ${await d.announcements.look()} 条`,
    }),
    defineJob({
      name: 'PushRetryJob',
      title: '推送发送与重试',
      description: '发送到期的推送记录，并按退避间隔重试发送失败的收件人。新建的推送在保存后立即发送。',
      en: {
        title: 'Push sending and retries',
        description:
          'Sends the push records that are due and retries failed recipients at growing intervals. A new push is sent as soon as it is saved.',
      },
      format: 'json',
      params: none,
      async run() {
        await d.pushes.kick();
        return '已处理到期的推送';
      },
    }),
    defineJob({
      name: 'SessionCleanupJob',
      title: '会话清理',
      description: '删除已过期或闲置超时的登录会话，以及过期的验证码、短信码等临时数据。',
      en: {
        title: 'Session cleanup',
        description:
          'Deletes sign-in sessions that have expired or been idle too long, and expired temporary data such as captchas and SMS codes.',
      },
      format: 'json',
      params: none,
      async run() {
        await d.sessions.purgeExpired();
        await d.ephemeral.purgeExpired();
        return '已清理过期会话和临时数据';
      },
    }),
    defineJob({
      name: 'UploadCleanupJob',
      title: '上传文件清理',
      description: '删除访客上传后超过时限仍未随表单提交的文件，并清理上传额度记录。',
      en: {
        title: 'Upload cleanup',
        description:
          'Deletes files visitors uploaded that no form submission claimed in time, and clears the upload quota records.',
      },
      format: 'json',
      params: none,
      run: async () => `删除未被使用的上传文件 ${await d.uploads.purge()} 个`,
    }),
    defineJob({
      name: 'StatisticsRollupJob',
      title: '统计汇总',
      description:
        '把早于 detailDays 天的搜索词计数合并为按模块的搜索次数：统计分析的总数和各模块数字不变，只少了那些日子的热门搜索词（搜索词是统计表里唯一无上限增长的部分）。',
      en: {
        title: 'Statistics roll-up',
        description:
          "Merges search-term counts older than detailDays days into search counts per module: the statistics' totals and per-module figures stay the same, only the top search terms of those days go (search terms are the only part of the statistics that grows without limit).",
      },
      format: 'json',
      params: jsonObject({ detailDays: whole(30, 3650, 400) }),
      example: '{"detailDays":400}',
      async run({ params }) {
        await d.statistics.flush();
        return `合并搜索词计数 ${await rollUpSearchTerms(d.db, params.detailDays)} 行`;
      },
    }),
    defineJob({
      name: 'LogRetentionJob',
      title: '日志清理',
      description:
        '按保留天数删除登录日志、操作日志和定时任务运行日志；每个任务的运行日志最多保留 jobLogKeep 条（运行中的不删）。',
      en: {
        title: 'Log cleanup',
        description:
          'Deletes login logs, operation logs and job run logs past their retention days; keeps at most jobLogKeep run log rows per job (running ones are never deleted).',
      },
      format: 'json',
      params: jsonObject({
        loginDays: whole(1, 3650, 180),
        operationDays: whole(1, 3650, 365),
        jobLogDays: whole(1, 3650, 30),
        jobLogKeep: whole(10, 100_000, 1000),
      }),
      example: '{"loginDays":180,"operationDays":365,"jobLogDays":30,"jobLogKeep":1000}',
      async run({ params, signal }) {
        const n = await pruneLogs(d.db, params, signal);
        return `删除登录日志 ${n.login} 条、操作日志 ${n.operation} 条、运行日志 ${n.runs} 条`;
      },
    }),
    defineJob({
      name: 'ScheduledPublishingJob',
      title: '定时发布核对',
      description:
        '定时发布无需任务：内容到了发布时间即对外可见。此任务只记录自上次运行以来按计划公开的内容，以及还在等待发布的条数。',
      en: {
        title: 'Scheduled publishing check',
        description:
          'Scheduled publishing needs no job: content goes public when its publish time comes. This job only records what went public on schedule since its last run, and how many items still wait for their time.',
      },
      format: 'json',
      params: none,
      run: async ({ fireAt, lastFireAt }) =>
        publishedBetween(d.db, lastFireAt ?? fireAt - 3_600_000, fireAt).then(
          (r) => `按计划公开 ${r.published} 条${r.detail ? `（${r.detail}）` : ''}，等待发布 ${r.waiting} 条`,
        ),
    }),
  ];
}
