import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../core/auth/password.js';
import type { SessionContext } from '../../core/auth/session.js';
import type { AppContext } from '../../core/context.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps, WriteContext } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError, badRequest } from '../../core/errors.js';
import type { QueryParams } from '../../core/query/index.js';
import { fail, ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { newId } from '../../core/time.js';
import { originOf } from '../../core/unit-of-work.js';
import { assertPasswordPolicy } from '../auth/password-policy.js';
import { GrantPolicy } from '../permission/grant-policy.js';
import type { PermissionService } from '../permission/service.js';
import { userImporter } from './import.js';
import { userMemberRoutes } from './member-routes.js';
import { first, idsValue, notReserved, param, readLinks } from './params.js';
import { userPickerRoutes } from './picker-routes.js';
import { idList, UNIQUE_FIELDS, UserService } from './service.js';
import { UserLookups } from './user-lookups.js';
import { UserWrites } from './user-writes.js';

/**
 * Users (contract §7.1) on the entity engine: list (department filter, department names), add with password and
 * links, edit without password, logical delete, freeze, password reset; the recycle bin, pickers and the user
 * links the role and department screens manage are in their own route files.
 */
export function userRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  permissions: PermissionService,
): void {
  const users = new UserService(ctx, permissions);
  const policy = new GrantPolicy(crud, permissions);
  const assertDeparts = async (s: SessionContext, ids: readonly string[] = []) => {
    for (const id of new Set(ids)) if (!(await policy.seesDepart(s, id))) throw new ApiError('所选部门不存在或已删除');
  };
  const origin = (req: Parameters<typeof sessionOf>[0]) => originOf(req, sessionOf(req), sysUser.apiBase);

  const editBefore = async (w: WriteContext) => {
    if (w.mode !== 'edit' || !w.before) return;
    policy.assertNotAdminUser(w.session, [w.before]);
    if ('username' in w.values && w.values.username !== w.before.username) throw new ApiError('用户账号不允许修改');
    await users.assertUnique(w.trx, w.values, w.id);
    const links = readLinks(w.body);
    if (links.roles) {
      await users.assertRoles(w.trx, links.roles, w.session.tenantId);
      await policy.assertRoles(w.session, links.roles, await users.roleIdsOf(w.id, w.trx), w.trx);
    }
    if (links.departs) {
      const codes = (await users.departsByIds(w.trx, links.departs, w.session.tenantId)).map((d) => d.orgCode);
      const current = w.before.orgCode as string | null;
      if (!current || !codes.includes(current)) w.values.orgCode = codes[0] ?? null;
    }
  };

  const editAfter = async (w: WriteContext) => {
    if (w.mode !== 'edit') return;
    const links = readLinks(w.body);
    if (links.roles) await users.setLinks(w.trx, w.id, 'role', links.roles);
    if (links.departs) await users.setLinks(w.trx, w.id, 'depart', links.departs);
  };

  const store = mountEntity(app, crud, sysUser, {
    except: ['add', 'queryById'],
    listScope: async (req) => {
      const scope = await lookups.departScope(first((req.query as QueryParams).departId));
      return { ...scope, conditions: [notReserved, ...(scope.conditions ?? [])] };
    },
    decorate: (rows) => users.addOrgCodeTxt(rows),
    // As JeecgBoot: in the recycle bin the department names stand in for the org code.
    decorateDeleted: async (rows) => {
      await users.addOrgCodeTxt(rows);
      for (const r of rows) r.orgCode = r.orgCodeTxt;
    },
    recycleIds: 'userIds',
    beforePurge: (ids, trx) => users.purgeLinks(trx, ids),
    // Departments the editor's data rules on 部门管理 show; read before the edit's transaction opens.
    checkInput: ({ body, session }) => assertDeparts(session, readLinks(body).departs),
    beforeWrite: editBefore,
    afterWrite: editAfter,
    importer: userImporter(users, policy),
    beforeDelete: async (rows, s, trx) => {
      users.assertNotProtected(rows, s, '删除');
      await users.endSessionsIn(
        trx,
        rows.map((r) => String(r.id)),
      );
    },
  });

  const lookups = new UserLookups(crud, users, permissions, store);
  const writes = new UserWrites(crud, users, store, policy);
  /** A user the caller names by id, inside its data rules (else as missing). */
  const visible = async (req: Parameters<typeof sessionOf>[0], id: string) =>
    (await policy.visibleUsers(await policy.userActor(sessionOf(req)), [id])).length > 0;

  // ---- Add, read ---------------------------------------------------------------------------------------------

  route(app, {
    method: 'POST',
    url: '/sys/user/add',
    access: perm('system:user:add'),
    handler: async ({ req }) => {
      const s = sessionOf(req);
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const values = readInput(sysUser, body, 'add', await crud.dicts.valueSets());
      const password = typeof body.password === 'string' ? body.password : '';
      if (!password) throw badRequest('登录密码不能为空');
      if (typeof body.confirmpassword === 'string' && body.confirmpassword !== password) {
        throw new ApiError('两次输入密码不一致!');
      }
      assertPasswordPolicy(password);
      const links = readLinks(body);
      const roles = links.roles ?? [];
      const departIds = links.departs ?? [];
      // Checked before the (slow) hash and outside the transaction; the unique indexes catch a race.
      await users.assertUnique(users.db, values);
      await users.assertRoles(users.db, roles, s.tenantId);
      await policy.assertRoles(s, roles);
      await assertDeparts(s, departIds);
      const departs = await users.departsByIds(users.db, departIds, s.tenantId);
      const hash = await hashPassword(password);
      return ok(await writes.add(origin(req), s, { values, roles, departs, hash }), '添加成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryById',
    access: perm('system:user:list'),
    query: z.object({ id: param('id') }),
    handler: async ({ req, query }) => {
      const row = await store.get(await actorFor(crud, sessionOf(req), sysUser), query.id);
      if (!row) throw new ApiError('未找到对应实体');
      const [roles, departs, sites] = await Promise.all([
        users.roleIdsOf(query.id),
        users.departsOf(query.id, sessionOf(req).tenantId),
        users.siteNamesOf(query.id),
        users.addOrgCodeTxt([row]),
      ]);
      return ok({
        ...row,
        selectedroles: roles.join(','),
        selecteddeparts: departs.map((d) => d.id).join(','),
        sites,
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryUserRole',
    access: perm('system:user:list'),
    query: z.object({ userid: param('userid') }),
    handler: async ({ req, query }) =>
      ok((await visible(req, query.userid)) ? await users.roleIdsOf(query.userid) : []),
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/userDepartList',
    access: perm('system:user:list'),
    query: z.object({ userId: param('userId') }),
    handler: async ({ req, query }) => {
      const departs = (await visible(req, query.userId))
        ? await users.departsOf(query.userId, sessionOf(req).tenantId)
        : [];
      return ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.departName })));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/generateUserId',
    access: perm('system:user:add'),
    handler: () => ok(newId()),
  });

  // ---- Freeze, password reset --------------------------------------------------------------------------------

  route(app, {
    method: 'PUT',
    url: '/sys/user/frozenBatch',
    access: perm('system:user:frozen'),
    body: z.object({
      ids: idsValue,
      status: z.union([z.number(), z.string().max(2)], { error: '状态值不正确' }),
    }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const status = Number(body.status);
      if (status !== 1 && status !== 2) throw badRequest('状态值不正确');
      const ids = idList(body.ids);
      if (!ids.length) throw badRequest('参数ids不能为空');
      const changed = await writes.setStatus(origin(req), s, ids, status === 2 ? 2 : 1);
      if (status === 2) await users.endSessions(changed);
      return ok(null, status === 2 ? '冻结成功!' : '解冻成功!');
    },
  });

  route(app, {
    method: 'PUT',
    url: '/sys/user/changePassword',
    access: perm('system:user:password'),
    body: z.object({
      username: z.string({ error: '用户账号不能为空' }).trim().min(1, '用户账号不能为空').max(100),
      password: z.string({ error: '登录密码不能为空' }).min(1, '登录密码不能为空').max(128),
      confirmpassword: z.string().max(128).optional(),
    }),
    handler: async ({ req, body }) => {
      if (body.confirmpassword !== undefined && body.confirmpassword !== body.password) {
        throw new ApiError('两次输入密码不一致!');
      }
      assertPasswordPolicy(body.password);
      const user = await writes.resetPassword(origin(req), sessionOf(req), body.username, body.password);
      await users.endSessions([user.id]);
      return ok(null, '密码修改成功!');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/checkOnlyUser',
    access: 'authenticated',
    handler: async ({ req }) => {
      const q = req.query as Record<string, unknown>;
      const id = first(q.id);
      const fields = UNIQUE_FIELDS.filter((f) => first(q[f]) !== undefined);
      if (!fields.length) throw badRequest(`请指定要校验的字段（${UNIQUE_FIELDS.join('、')}）`);
      for (const f of fields) {
        const value = first(q[f]) as string;
        if (value.length > 200) throw badRequest('校验的值过长');
        if (await users.holder(users.db, f, value, id)) {
          return fail(f === 'username' ? '用户账号已存在' : `${sysUser.field(f)?.label}已存在`);
        }
      }
      return ok(true, '该值可用！');
    },
  });

  userPickerRoutes(app, users, lookups);
  userMemberRoutes(app, lookups, writes, policy);
}
