import { cmsJobApplication, cmsReport, cmsVideo } from '@yunzhan/common/entities/operations/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps, WriteContext } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import type { ApplicationService } from './applications.js';
import { mp4DurationSeconds } from './mp4.js';

/** A file field must name a stored file of the public `cms` folder with the extension (the public side serves it). */
async function storedFile(crud: CrudDeps, ctx: WriteContext, field: string, ext: string, message: string) {
  const key = ctx.values[field];
  if (key === undefined || key === null) return null;
  const stored = typeof key === 'string' && key.startsWith('cms/') && key.endsWith(`.${ext}`);
  const path = stored ? crud.files.pathOf(key) : null;
  if (!path || !(await crud.files.exists(String(key)))) throw badRequest(message);
  return path;
}

/** 招聘管理's applications (board moves), 视频管理 (duration read from the file) and 报告管理 (a PDF). */
export function operationsRoutes(app: FastifyInstance, crud: CrudDeps, applications: ApplicationService): void {
  mountEntity(app, crud, cmsJobApplication, {
    beforeWrite: (ctx) => {
      if (ctx.mode === 'add') ctx.values.status = 'new';
    },
  });
  mountEntity(app, crud, cmsVideo, {
    beforeWrite: async (ctx) => {
      const path = await storedFile(crud, ctx, 'file', 'mp4', '请上传mp4视频');
      if (!path) return;
      const seconds = await mp4DurationSeconds(path).catch(() => undefined);
      if (seconds === undefined) throw badRequest('无法读取视频时长，请上传有效的mp4视频');
      ctx.values.duration = seconds;
    },
  });
  mountEntity(app, crud, cmsReport, {
    beforeWrite: async (ctx) => void (await storedFile(crud, ctx, 'file', 'pdf', '请上传PDF文件')),
  });

  route(app, {
    method: 'PUT',
    url: `${cmsJobApplication.apiBase}/move`,
    access: perm(cmsJobApplication.perm('edit')),
    body: z.object({
      id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64),
      status: z.string({ error: '状态不正确' }).max(20),
    }),
    handler: async ({ req, body }) => {
      await applications.move(req, sessionOf(req), body.id, body.status);
      return ok(null, '移动成功');
    },
  });
}
