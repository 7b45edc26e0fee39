import { sysQuartzJob } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { languageOf } from '../../core/language.js';
import { ok, page } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import type { JobRegistry } from './registry.js';
import { type JobService, STATUS } from './service.js';

const BASE = sysQuartzJob.apiBase;
const id = z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64);
const logQuery = z.object({
  jobId: z.string({ error: '参数jobId不能为空' }).min(1, '参数jobId不能为空').max(64),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

/**
 * 定时任务 (contract §7.11): the engine's list, forms, delete, export and import of `sys.quartzJob` with the job
 * rules, and JeecgBoot's pause / resume / execute (GET, as its client calls them; POST too), the run log and the
 * handler registry the form offers. Every route needs its `system:quartz:*` permission.
 */
export function quartzRoutes(app: FastifyInstance, crud: CrudDeps, jobs: JobService, registry: JobRegistry): void {
  mountEntity(app, crud, sysQuartzJob, jobs.crudOptions());

  const setStatus = (action: 'pause' | 'resume', status: number, done: string) =>
    route(app, {
      method: ['GET', 'POST'],
      url: `${BASE}/${action}`,
      access: perm(`${sysQuartzJob.permPrefix}:${action}`),
      query: z.object({ id }),
      handler: async ({ req, query }) => {
        const s = sessionOf(req);
        await jobs.setStatus(originOf(req, s, BASE), s, query.id, status);
        return ok(null, done);
      },
    });
  setStatus('pause', STATUS.stopped, '暂停定时任务成功');
  setStatus('resume', STATUS.running, '恢复定时任务成功');

  route(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/execute`,
    access: perm(`${sysQuartzJob.permPrefix}:execute`),
    query: z.object({ id }),
    handler: async ({ req, query }) => {
      await jobs.runNow(sessionOf(req), query.id);
      return ok(null, '执行成功!');
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/logList`,
    access: perm(sysQuartzJob.perm('list')),
    query: logQuery,
    handler: async ({ req, query }) => {
      const { jobId, pageNo, pageSize } = query;
      const { records, total } = await jobs.runs(sessionOf(req), jobId, pageNo, pageSize, languageOf(req));
      return ok(page(records, total, query.pageNo, query.pageSize));
    },
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/handlers`,
    access: perm(sysQuartzJob.perm('list')),
    handler: ({ req }) => ok(registry.list(languageOf(req))),
  });
}
