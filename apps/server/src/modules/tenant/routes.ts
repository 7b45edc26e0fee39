import { sysTenant } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TenantDirectory } from '../../core/auth/tenant-directory.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { TENANT_IN_USE, TENANT_NOT_FOUND, TenantService } from './service.js';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const dateTime = (label: string) =>
  z
    .string()
    .regex(DATE_TIME, `${label}格式不正确`)
    .nullish()
    .or(z.literal('').transform(() => null));
const tenantId = z.coerce.number({ error: '租户编号不正确' }).int('租户编号不正确').min(1).max(99999);
const fields = z.object({
  id: tenantId.optional(),
  name: z.string({ error: '请输入租户名称' }).trim().min(1, '请输入租户名称').max(100, '租户名称最长100个字符'),
  beginDate: dateTime('开始时间'),
  endDate: dateTime('结束时间'),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, '状态不正确')
    .default(1),
});
const datesInOrder = (t: { beginDate?: string | null; endDate?: string | null }) =>
  !t.beginDate || !t.endDate || t.beginDate <= t.endDate;
const ORDER = '结束时间不能早于开始时间';
const body = fields.refine(datesInOrder, ORDER);
/** An edit names the tenant and the fields it changes (the list's bulk edit sends only those). */
const editBody = fields.partial().extend({ id: tenantId });
const idQuery = z.object({ id: tenantId });
const idsQuery = z.object({
  ids: z
    .string({ error: '参数ids不能为空' })
    .max(2000)
    .transform((v) => v.split(',').filter(Boolean).map(Number))
    .refine((ids) => ids.length > 0 && ids.every((n) => Number.isInteger(n) && n > 0), '参数ids不正确'),
});

/**
 * 租户管理 (contract §7.14): the engine's list and export, limited to the tenants the caller administers, and the
 * tenant's own writes (its id is the number clients send as `tenant-id`, given or the next free one).
 */
export function tenantRoutes(app: FastifyInstance, crud: CrudDeps, directory: TenantDirectory): void {
  const tenants = new TenantService(crud.db, directory);
  mountEntity(app, crud, sysTenant, {
    except: ['queryById', 'add', 'edit', 'delete', 'deleteBatch', 'importExcel'],
    listScope: (_req, s) => {
      const mine = tenants.administered(s);
      return mine ? { where: (qb) => qb.where(sql.ref('id'), 'in', mine), key: `tenants:${mine.join(',')}` } : {};
    },
  });
  const code = (action: string) => perm(`${sysTenant.permPrefix}:${action}`);

  route(app, {
    method: 'GET',
    url: '/sys/tenant/getCurrentUserTenant',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const user = await tenants.member(s.userId);
      return ok({ list: user ? await directory.ofUser(user) : [], tenantId: s.tenantId });
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/tenant/queryById',
    access: code('list'),
    query: idQuery,
    handler: async ({ req, query }) => {
      const row = await tenants.get(sessionOf(req), query.id);
      if (!row) throw new ApiError(TENANT_NOT_FOUND);
      return ok(row);
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/tenant/queryList',
    access: code('list'),
    query: z.object({ ids: z.string().max(2000).optional() }),
    handler: async ({ req, query }) => {
      const ids = (query.ids ?? '').split(',').map(Number).filter(Number.isInteger);
      return ok(await tenants.enabled(sessionOf(req), ids));
    },
  });
  route(app, {
    method: 'POST',
    url: '/sys/tenant/add',
    access: code('add'),
    body,
    handler: async ({ req, body }) => ok(await tenants.add(sessionOf(req), body), '添加成功！'),
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: '/sys/tenant/edit',
    access: code('edit'),
    body: editBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const before = await tenants.get(s, body.id);
      if (!before) throw new ApiError(TENANT_NOT_FOUND);
      const next = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
      if (!datesInOrder(next)) throw new ApiError(ORDER);
      await tenants.edit(s, body.id, next);
      return ok(null, '编辑成功!');
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/sys/tenant/delete',
    access: code('delete'),
    query: idQuery,
    handler: async ({ req, query }) => {
      const { deleted, inUse } = await tenants.remove(sessionOf(req), [query.id]);
      if (inUse) throw new ApiError(TENANT_IN_USE);
      if (!deleted) throw new ApiError(TENANT_NOT_FOUND);
      return ok(null, '删除成功!');
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/sys/tenant/deleteBatch',
    access: code('deleteBatch'),
    query: idsQuery,
    handler: async ({ req, query }) => {
      const { deleted, inUse } = await tenants.remove(sessionOf(req), query.ids);
      if (inUse && !deleted) throw new ApiError('选择的租户都已被引用，无法删除！');
      return ok(null, inUse ? '部分删除成功！（被引用的租户无法删除）' : '删除成功!');
    },
  });
}
