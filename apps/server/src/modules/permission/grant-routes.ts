import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { GrantPolicy } from './grant-policy.js';
import { GrantService } from './grant-service.js';
import { idList } from './menu-admin.js';
import { id32 } from './menu-routes.js';
import type { PermissionService } from './service.js';

const idsField = z.union([z.string().max(200_000), z.array(z.string().max(64)).max(5000)]).nullish();
const roleGrantBody = z.object({ roleId: id32('roleId'), permissionIds: idsField, lastpermissionIds: idsField });
const departGrantBody = z.object({ departId: id32('departId'), permissionIds: idsField, lastpermissionIds: idsField });

/** Role and department grants (contract §7.3): the granted menu ids, and saving them by diff. */
export function grantRoutes(app: FastifyInstance, crud: CrudDeps, permissions: PermissionService): void {
  const policy = new GrantPolicy(crud, permissions);
  const grants = new GrantService(crud.db, crud.uow, policy);

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryRolePermission',
    access: perm('system:role:list'),
    query: z.object({ roleId: id32('roleId') }),
    handler: async ({ req, query }) =>
      ok((await policy.seesRole(sessionOf(req), query.roleId)) ? await grants.ofRole(query.roleId) : []),
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/saveRolePermission',
    access: perm('system:role:authorize'),
    body: roleGrantBody,
    handler: async ({ req, body }) => {
      const next = idList(body.permissionIds);
      const last = idList(body.lastpermissionIds);
      await policy.assertVisibleRole(sessionOf(req), body.roleId);
      await grants.saveRole(originOf(req, sessionOf(req)), sessionOf(req), body.roleId, next, last);
      return ok(null, '保存成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryDepartPermission',
    access: perm('system:depart:list'),
    query: z.object({ departId: id32('departId') }),
    handler: async ({ req, query }) =>
      ok((await policy.seesDepart(sessionOf(req), query.departId)) ? await grants.ofDepart(query.departId) : []),
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/saveDepartPermission',
    access: perm('system:depart:edit'),
    body: departGrantBody,
    handler: async ({ req, body }) => {
      const next = idList(body.permissionIds);
      const last = idList(body.lastpermissionIds);
      await policy.assertVisibleDepart(sessionOf(req), body.departId);
      await grants.saveDepart(originOf(req, sessionOf(req)), sessionOf(req), body.departId, next, last);
      return ok(null, '保存成功！');
    },
  });
}
