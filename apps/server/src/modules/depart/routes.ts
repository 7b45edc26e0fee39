import { sysDepart, sysDepartRole } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { deleteRoutes } from '../../core/crud/delete-routes.js';
import { readInput } from '../../core/crud/input.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { parseIds } from '../../core/ids.js';
import { userIdentityOf } from '../../core/lookup/user-departs.js';
import { fail, ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { GrantPolicy } from '../permission/grant-policy.js';
import type { PermissionService } from '../permission/service.js';
import { pickerRow, userColumnsFor } from '../user/projection.js';
import { departImporter } from './import.js';
import { DepartRoleService } from './role-service.js';
import { DepartService, idTree, type Origin } from './service.js';

const LIST = perm('system:depart:list');
const EDIT = perm('system:depart:edit');

const idList = (v: unknown): string[] => parseIds(v, { max: 5000 });
const ids = z.union([z.string().max(64 * 2000), z.array(z.string().max(64)).max(2000)]).optional();
const id64 = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .min(1, `参数${name}不能为空`)
    .max(64);

/**
 * Departments (contract §7.4): tree endpoints, add with generated org codes, edit on the engine, cascading
 * delete; department roles, their users and their permissions. The grant caches follow the department tables
 * through the change feed.
 */
/** The request's tenant (set by the guard). */
const tenantOf = (req: FastifyRequest) => sessionOf(req).tenantId ?? DEFAULT_TENANT;

export function departRoutes(app: FastifyInstance, crud: CrudDeps, permissions: PermissionService): void {
  const store = mountEntity(app, crud, sysDepart, {
    except: ['add', 'delete', 'deleteBatch'],
    importer: departImporter(),
  });
  const departs = new DepartService(crud.db, crud.dialect, store, crud.uow);
  const policy = new GrantPolicy(crud, permissions);
  const roles = new DepartRoleService(crud.db);
  const departActor = (req: FastifyRequest) => actorFor(crud, sessionOf(req), sysDepart);
  const origin = (req: FastifyRequest): Origin => ({
    session: sessionOf(req),
    ip: req.ip,
    method: `${req.method} /sys/sysDepart`,
    url: req.url.split('?')[0],
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/queryTreeList',
    access: 'authenticated',
    handler: async ({ req }) => ok(await departs.tree(tenantOf(req))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/queryDepartTreeSync',
    access: 'authenticated',
    query: z.object({ pid: z.string().max(64).optional() }),
    handler: async ({ req, query }) => ok(await departs.level(tenantOf(req), query.pid?.trim() || undefined)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/queryIdTree',
    access: 'authenticated',
    handler: async ({ req }) => ok(idTree(await departs.tree(tenantOf(req)))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/searchBy',
    access: 'authenticated',
    query: z.object({ keyWord: z.string().max(100).optional(), myDeptSearch: z.string().max(5).optional() }),
    handler: async ({ req, query }) => {
      const tenant = tenantOf(req);
      const prefixes =
        query.myDeptSearch === '1' ? await departs.managedCodes(sessionOf(req).userId, tenant) : undefined;
      const rows = await departs.search(tenant, query.keyWord?.trim() ?? '', prefixes);
      return rows.length ? ok(rows) : fail('未查询匹配数据！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/queryMyDeptTreeList',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      if ((await userIdentityOf(crud.db, s.userId)) !== 2) return ok(null, '1');
      return ok(await departs.managedTree(s.userId, tenantOf(req)), '2');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/queryAllParentId',
    access: 'authenticated',
    query: z.object({
      departId: z
        .string()
        .max(64 * 100)
        .optional(),
      orgCode: z
        .string()
        .max(64 * 100)
        .optional(),
    }),
    handler: async ({ req, query }) => {
      const tenant = tenantOf(req);
      if (query.departId?.trim()) {
        return ok(await departs.parentChains(tenant, 'id', idList(query.departId).slice(0, 100)));
      }
      if (query.orgCode?.trim()) {
        const codes = parseIds(query.orgCode, { max: 5000, what: 'orgCode', codes: true });
        return ok(await departs.parentChains(tenant, 'orgCode', codes.slice(0, 100)));
      }
      throw new ApiError('departId 和 orgCode 不能都为空！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepart/getUsersByDepartId',
    access: LIST,
    query: z.object({ id: id64('id') }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const members = (await policy.seesDepart(s, query.id)) ? await departs.usersOf(query.id) : [];
      // The caller's data rules on the user list hold here too.
      const visible = new Set(
        (
          await policy.visibleUsers(
            await policy.userActor(s),
            members.map((r) => r.id),
          )
        ).map((r) => r.id),
      );
      const rows = members.filter((r) => visible.has(r.id));
      const { full, fields } = userColumnsFor(await permissions.grantedCodes(s));
      return ok(full ? rows : rows.map((r) => pickerRow(r, fields)));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/sysDepart/add',
    access: perm('system:depart:add'),
    handler: async ({ req }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = readInput(sysDepart, body, 'add', await crud.dicts.valueSets());
      const parentId = body.parentId;
      if (parentId !== undefined && parentId !== null && (typeof parentId !== 'string' || parentId.length > 64)) {
        throw badRequest('上级部门不正确');
      }
      const row = await departs.add(values, parentId || null, origin(req), await departActor(req));
      return ok(row, '添加成功！');
    },
  });

  deleteRoutes(app, {
    base: '/sys/sysDepart',
    permPrefix: 'system:depart',
    remove: async (req, ids) => departs.remove(ids, origin(req), await departActor(req)),
    deletedOne: '删除部门成功',
    deletedMany: '删除成功!',
  });

  // ---- Department roles ----

  mountEntity(app, crud, sysDepartRole, {
    except: ['importExcel'],
    listScope(req) {
      const deptId = (req.query as Record<string, unknown>).deptId;
      if (typeof deptId !== 'string' || !deptId) return {};
      return { conditions: [{ type: 'compare', field: 'departId', op: 'eq', value: deptId.slice(0, 64) }] };
    },
    async beforeWrite(ctx) {
      const departId = String(ctx.values.departId ?? ctx.before?.departId ?? '');
      const code = String(ctx.values.roleCode ?? ctx.before?.roleCode ?? '');
      await roles.assertWritable(ctx.trx, departId, code, 'departId' in ctx.values, ctx.id || undefined);
    },
    beforeDelete: (rows, _s, trx) =>
      roles.beforeDelete(
        trx,
        rows.map((r) => String(r.id)),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepartRole/getDeptRoleList',
    access: LIST,
    query: z.object({ departId: id64('departId'), userId: z.string().max(64).optional() }),
    handler: async ({ req, query }) =>
      ok((await policy.seesDepart(sessionOf(req), query.departId)) ? await roles.rolesOf(query.departId) : []),
  });

  route(app, {
    method: 'POST',
    url: '/sys/sysDepartRole/deptRoleUserAdd',
    access: EDIT,
    body: z.object({ userId: id64('userId'), newRoleId: ids.nullable(), oldRoleId: ids.nullable() }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const next = idList(body.newRoleId);
      const last = idList(body.oldRoleId);
      if (next.length > 1000 || last.length > 1000) throw badRequest('部门角色过多');
      // Only `next − last` is added: the roles the client says the user had are not granted again.
      await policy.assertUsers(s, await policy.userActor(s), [body.userId]);
      await policy.assertVisibleDepartRoles(s, [...next, ...last]);
      await policy.assertDepartRoles(s, next, last);
      await roles.setUserRoles(body.userId, next, last);
      return ok(null, '添加成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepartRole/getDeptRoleByUserId',
    access: LIST,
    query: z.object({ userId: id64('userId'), departId: id64('departId') }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const seen =
        (await policy.seesDepart(s, query.departId)) &&
        (await policy.visibleUsers(await policy.userActor(s), [query.userId])).length > 0;
      return ok(seen ? await roles.userRoles(query.userId, query.departId) : []);
    },
  });

  // ---- Department-role permissions ----

  route(app, {
    method: 'GET',
    url: '/sys/sysDepartPermission/queryDeptRolePermission',
    access: LIST,
    query: z.object({ roleId: id64('roleId') }),
    handler: async ({ req, query }) => {
      const seen = await crud.stores.of(sysDepartRole).get(await policy.departRoleActor(sessionOf(req)), query.roleId);
      return ok(seen ? await roles.permissionIdsOf(query.roleId) : []);
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/sysDepartPermission/saveDeptRolePermission',
    access: EDIT,
    body: z.object({ roleId: id64('roleId'), permissionIds: ids.nullable(), lastpermissionIds: ids.nullable() }),
    handler: async ({ req, body }) => {
      const next = idList(body.permissionIds);
      const last = idList(body.lastpermissionIds);
      if (next.length > 2000 || last.length > 2000) throw badRequest('权限过多');
      await policy.assertVisibleDepartRoles(sessionOf(req), [body.roleId]);
      await policy.assertPermissions(
        sessionOf(req),
        next.filter((id) => !last.includes(id)),
      );
      await roles.saveRolePermissions(body.roleId, next, last, req.ip);
      return ok(null, '保存成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/sysDepartPermission/queryTreeListForDeptRole',
    access: LIST,
    query: z.object({ departId: id64('departId') }),
    handler: async ({ req, query }) => {
      const seen = await policy.seesDepart(sessionOf(req), query.departId);
      return ok(seen ? await roles.permissionTreeOf(query.departId) : { treeList: [], ids: [] });
    },
  });
}
