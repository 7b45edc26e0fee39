import { sysRole } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { deleteRoutes } from '../../core/crud/delete-routes.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { ADMIN_ROLE_PROTECTED, GrantPolicy } from '../permission/grant-policy.js';
import { grantTree, idList } from '../permission/menu-admin.js';
import type { PermissionService } from '../permission/service.js';
import { ADMIN_USERNAME } from '../user/service.js';
import { ADMIN_ROLE_CODE, RoleService } from './service.js';

const idParam = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}格式不正确`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}格式不正确`);

const idsField = z.union([z.string().max(64_000), z.array(z.string().max(64)).max(1000)]).nullish();

/**
 * Roles (contract §7.2) on the entity engine, plus the role screen's extras: all roles, code check, the
 * permission tree, data rules per granted menu, and the sites of a role (a user whose roles have no site cannot
 * sign in: '您的角色尚未分配站点'). Deleting a role removes its user links, grants and sites in the same
 * transaction; the admin role cannot be deleted.
 */
export function roleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  permissions: PermissionService,
): void {
  const policy = new GrantPolicy(crud, permissions);
  const store = mountEntity(app, crud, sysRole, {
    except: ['delete', 'deleteBatch'],
    beforeWrite({ mode, before, values, session }) {
      if (mode !== 'edit' || before?.roleCode !== ADMIN_ROLE_CODE) return;
      if (session.username !== ADMIN_USERNAME) throw new ApiError(ADMIN_ROLE_PROTECTED);
      if ('roleCode' in values && values.roleCode !== ADMIN_ROLE_CODE) throw new ApiError('管理员角色的编码不能修改');
    },
  });
  const roles = new RoleService(crud, store);

  const remove = async (req: FastifyRequest, ids: string[]) =>
    roles.remove(originOf(req, sessionOf(req)), await actorFor(crud, sessionOf(req), sysRole), ids);
  deleteRoutes(app, { base: '/sys/role', permPrefix: 'system:role', remove, deletedOne: '删除角色成功' });

  route(app, {
    method: 'GET',
    url: '/sys/role/queryall',
    access: 'authenticated',
    handler: async ({ req }) => ok(await roles.all(sessionOf(req).tenantId)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/role/checkRoleCode',
    access: 'authenticated',
    query: z.object({
      id: z.string().max(64).optional(),
      roleCode: z.string({ error: '角色编码不能为空' }).trim().min(1, '角色编码不能为空').max(100),
    }),
    handler: async ({ req, query }) => {
      if (await roles.codeTaken(query.roleCode, sessionOf(req).tenantId, query.id))
        throw new ApiError('角色编码已存在');
      return ok(null, '该值可用！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/role/queryTreeList',
    access: perm('system:role:list'),
    handler: async () => ok(await grantTree(ctx.db)),
  });

  // ---- Data rules of a granted menu ---------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/role/datarule/:permissionId/:roleId',
    access: perm('system:role:list'),
    handler: async ({ req }) => {
      const params = z.object({ permissionId: idParam('permissionId'), roleId: idParam('roleId') }).parse(req.params);
      const seen = await policy.seesRole(sessionOf(req), params.roleId);
      return ok(await roles.dataRules(params.permissionId, seen ? params.roleId : null));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/role/datarule',
    access: perm('system:role:authorize'),
    body: z.object({
      permissionId: idParam('permissionId'),
      roleId: idParam('roleId'),
      dataRuleIds: idsField,
    }),
    handler: async ({ req, body }) => {
      const ruleIds = idList(body.dataRuleIds, 200);
      await policy.assertVisibleRole(sessionOf(req), body.roleId);
      await policy.assertNotAdminRole(sessionOf(req), body.roleId);
      await roles.saveDataRules(originOf(req, sessionOf(req)), body.roleId, body.permissionId, ruleIds);
      return ok(null, '保存成功!');
    },
  });

  // ---- Sites ---------------------------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/role/querySites',
    access: perm('system:role:list'),
    query: z.object({ roleId: idParam('roleId') }),
    handler: async ({ req, query }) =>
      ok((await policy.seesRole(sessionOf(req), query.roleId)) ? await roles.sitesOf(query.roleId) : []),
  });

  route(app, {
    method: 'POST',
    url: '/sys/role/saveSites',
    access: perm('system:role:authorize'),
    body: z.object({ roleId: idParam('roleId'), siteIds: idsField }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const siteIds = idList(body.siteIds, 1000);
      await policy.assertVisibleRole(s, body.roleId);
      await policy.assertNotAdminRole(s, body.roleId);
      const current = await roles.sitesOf(body.roleId);
      await policy.assertSites(
        s,
        siteIds.filter((id) => !current.includes(id)),
      );
      await roles.saveSites(originOf(req, s), body.roleId, siteIds);
      return ok(null, '保存成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/site/listAll',
    access: 'authenticated',
    handler: async ({ req }) => ok(await roles.assignableSites(sessionOf(req).tenantId)),
  });
}
