import type { Period } from '@yunzhan/common/entities/statistics';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../core/files/disposition.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { statisticsWorkbook } from './export.js';
import type { StatisticsService } from './service.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

const period = z
  .object({
    from: z.string({ error: '请选择开始日期' }).regex(DAY, '开始日期格式不正确'),
    to: z.string({ error: '请选择结束日期' }).regex(DAY, '结束日期格式不正确'),
  })
  .refine((p) => !Number.isNaN(Date.parse(p.from)) && !Number.isNaN(Date.parse(p.to)), '日期不正确')
  .refine((p) => p.from <= p.to, '开始日期不能晚于结束日期')
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) < MAX_DAYS * 86_400_000, `统计区间不能超过${MAX_DAYS}天`);

const siteOf = (siteId: string | null) => siteId ?? '';

/**
 * 统计分析 of the session's site: `summary` (the page's figures) and `exportXls` (the same as a workbook); and 首页's
 * visits (`/sys/loginfo`, `/sys/visitInfo`, contract §2.4's shapes) from the same counters, for every user.
 */
export function statisticsRoutes(app: FastifyInstance, stats: StatisticsService): void {
  route(app, {
    method: 'GET',
    url: '/sys/loginfo',
    access: 'authenticated',
    handler: async ({ req }) => ok(await stats.home(siteOf(sessionOf(req).siteId))),
  });
  route(app, {
    method: 'GET',
    url: '/sys/visitInfo',
    access: 'authenticated',
    handler: async ({ req }) => ok(await stats.week(siteOf(sessionOf(req).siteId))),
  });
  route(app, {
    method: 'GET',
    url: '/cms/statistics/summary',
    access: perm('cms:statistics:list'),
    query: period,
    handler: async ({ req, query }) => ok(await stats.summary(siteOf(sessionOf(req).siteId), query as Period)),
  });
  route(app, {
    method: 'GET',
    url: '/cms/statistics/exportXls',
    access: perm('cms:statistics:export'),
    query: period,
    handler: async ({ req, reply, query }) => {
      const p = query as Period;
      const file = await statisticsWorkbook(await stats.summary(siteOf(sessionOf(req).siteId), p), p);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', `统计分析_${p.from}_${p.to}.xlsx`))
        .send(file);
    },
  });
}
