import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword } from '../../core/auth/password.js';
import type { SessionContext } from '../../core/auth/session.js';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps, WriteContext } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import { readInput } from '../../core/crud/input.js';
import { actorOf, mountEntity } from '../../core/crud/mount.js';
import { OPERATE, writeOperationLog } from '../../core/crud/oplog.js';
import type { AnyDb, ListScope, Row } from '../../core/crud/store.js';
import { ApiError, badRequest } from '../../core/errors.js';
import {
  applyFilters,
  type Condition,
  dataRuleConditions,
  parseListQuery,
  type QueryParams,
  ruleVariables,
} from '../../core/query/index.js';
import { fail, ok, page } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { formatDateTime, newId } from '../../core/time.js';
import { dynamic } from '../../db/index.js';
import { assertPasswordPolicy } from '../auth/password-policy.js';
import type { PermissionService } from '../permission/service.js';
import { userImporter } from './import.js';
import { PICKER_FIELDS, pickerRow, userColumnsFor } from './projection.js';
import { idList, MAX_IDS, RESERVED_USERNAME, UNIQUE_FIELDS, UserService } from './service.js';

const param = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .trim()
    .min(1, `参数${name}不能为空`)
    .max(64, `参数${name}格式不正确`);
const idsParam = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .min(1, `参数${name}不能为空`)
    .max(65 * MAX_IDS, `参数${name}过长`);
const idsValue = z.union([z.string().max(65 * MAX_IDS), z.array(z.string().max(64)).max(MAX_IDS)]);
const optionalText = z.string().max(100).optional();

/** The first value of a query parameter, when it is non-empty text. */
const first = (v: unknown): string | undefined => {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' && x.trim() ? x.trim() : undefined;
};

const notReserved: Condition = { type: 'compare', field: 'username', op: 'ne', value: RESERVED_USERNAME };
const like = (field: string, text: string | undefined): Condition[] =>
  text ? [{ type: 'like', field, op: 'like', text: text.slice(0, 100) }] : [];

/** `selectedroles` / `selecteddeparts` of an add or edit body: undefined when absent (edit keeps the links). */
function readLinks(body: Record<string, unknown>): { roles?: string[]; departs?: string[] } {
  const read = (key: string, what: string) => {
    const v = body[key];
    return typeof v === 'string' || Array.isArray(v) ? idList(v, what) : undefined;
  };
  return { roles: read('selectedroles', '角色'), departs: read('selecteddeparts', '部门') };
}

/**
 * Users (contract §7.1) on the entity engine: list (department filter, department names), add with password and
 * links, edit without password, logical delete, freeze, password reset, recycle bin, pickers, and the user links
 * that the role and department screens manage.
 */
export function userRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  permissions: PermissionService,
): void {
  const users = new UserService(ctx, permissions);
  const log = (
    req: FastifyRequest,
    s: SessionContext,
    trx: AnyDb,
    type: (typeof OPERATE)[keyof typeof OPERATE],
    changes: { id: string; before?: Row; after?: Row }[],
    note?: string,
  ) =>
    writeOperationLog(trx, {
      entity: sysUser,
      operateType: type,
      username: s.username,
      realname: s.realname,
      ip: req.ip,
      method: `${req.method} ${sysUser.apiBase}`,
      url: req.url.split('?')[0],
      changes,
      note,
    });

  /** Users of a department and its sub-departments; an unknown department matches nobody. */
  const departScope = async (departId: string | undefined): Promise<ListScope> => {
    if (!departId) return {};
    const code = await users.orgCodeOf(departId);
    if (!code) return { conditions: [{ type: 'none' }] };
    return { where: (qb) => qb.where('sys_user.id', 'in', users.usersUnder(code)) };
  };

  const editBefore = async (w: WriteContext) => {
    if (w.mode !== 'edit' || !w.before) return;
    if ('username' in w.values && w.values.username !== w.before.username) throw new ApiError('用户账号不允许修改');
    await users.assertUnique(w.trx, w.values, w.id);
    const links = readLinks(w.body);
    if (links.roles) await users.assertRoles(w.trx, links.roles);
    if (links.departs) {
      const codes = (await users.departsByIds(w.trx, links.departs)).map((d) => d.orgCode);
      const current = w.before.orgCode as string | null;
      if (!current || !codes.includes(current)) w.values.orgCode = codes[0] ?? null;
    }
  };

  const editAfter = async (w: WriteContext) => {
    if (w.mode !== 'edit') return;
    const links = readLinks(w.body);
    if (links.roles) await users.setLinks(w.trx, w.id, 'role', links.roles);
    if (links.departs) await users.setLinks(w.trx, w.id, 'depart', links.departs);
    ctx.sessions.forgetUser(w.id);
  };

  const store = mountEntity(app, crud, sysUser, {
    except: ['add', 'queryById'],
    listScope: async (req) => {
      const scope = await departScope(first((req.query as QueryParams).departId));
      return { ...scope, conditions: [notReserved, ...(scope.conditions ?? [])] };
    },
    decorate: (rows) => users.addOrgCodeTxt(rows),
    beforeWrite: editBefore,
    afterWrite: editAfter,
    importer: userImporter(users),
    beforeDelete: async (rows, s, trx) => {
      users.assertNotProtected(rows, s, '删除');
      await users.endSessionsIn(
        trx,
        rows.map((r) => String(r.id)),
      );
    },
  });

  /**
   * What a look-up shows the caller (docs/security/user-data.md): personal columns only to those who may list
   * users, and never a user outside the caller's data rules on the user list.
   */
  const lookupOf = async (req: FastifyRequest) => {
    const s = sessionOf(req);
    const { full, fields } = userColumnsFor(await permissions.grantedCodes(s.userId));
    const rules = await crud.dataRules(s.userId, sysUser.permPrefix);
    const conditions = rules.length
      ? dataRuleConditions(sysUser, rules, ruleVariables(await crud.ruleUser(s))).conditions
      : [];
    return { full, fields, conditions: [notReserved, ...conditions] };
  };

  const pickerSelect = async (ids: { field: 'id' | 'username'; values: string[] }[], req: FastifyRequest) => {
    const lookup = await lookupOf(req);
    const conditions: Condition[] = [...lookup.conditions, ...ids.map((x) => ({ type: 'in' as const, ...x }))];
    const rows = await applyFilters(
      store.scoped(actorOf(sessionOf(req))),
      sysUser,
      { conditions },
      { dialect: crud.dialect },
    )
      .select(PICKER_FIELDS.map((n) => sql.ref(sysUser.columnOf(n)).as(n)))
      .orderBy('create_time', 'desc')
      .limit(MAX_IDS)
      .execute();
    return { rows, fields: lookup.fields };
  };
  const pickerRows = async ({ rows, fields }: { rows: Row[]; fields: readonly string[] }, withDepartNames = false) => {
    if (withDepartNames) await users.addOrgCodeTxt(rows);
    await addDictText(sysUser, rows, crud.dicts, crud.db);
    return rows.map((r) => pickerRow(r, fields));
  };

  /**
   * A paged list of users with a scope (role members, department members, the picker): whole rows for those who
   * may list users, the picker columns for the others; within the caller's data rules.
   */
  const scopedPage = async (req: FastifyRequest, scope: ListScope, picker = false) => {
    const s = sessionOf(req);
    const lookup = await lookupOf(req);
    const q = req.query as QueryParams;
    const query = parseListQuery(sysUser, { column: q.column, order: q.order, pageNo: q.pageNo, pageSize: q.pageSize });
    const conditions = [...(scope.conditions ?? []), ...lookup.conditions];
    const { records, total } = await store.page(actorOf(s), query, { ...scope, conditions });
    await users.addOrgCodeTxt(records);
    await addDictText(sysUser, records, crud.dicts, crud.db);
    const rows = picker || !lookup.full ? records.map((r) => pickerRow(r, lookup.fields)) : records;
    return ok(page(rows, total, query.pageNo, query.pageSize));
  };

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
      await users.assertRoles(users.db, roles);
      const departs = await users.departsByIds(users.db, departIds);
      const hash = await hashPassword(password);
      const id = await crud.db.transaction().execute(async (trx) => {
        const [{ id: userId, row }] = await users.createUsers(trx, store, actorOf(s), [{ values, roles, departs }], {
          hash,
          changeRequired: false,
        });
        await log(req, s, trx, OPERATE.add, [
          { id: userId, after: { ...row, selectedroles: roles.join(','), selecteddeparts: departIds.join(',') } },
        ]);
        return userId;
      });
      return ok(id, '添加成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryById',
    access: perm('system:user:list'),
    query: z.object({ id: param('id') }),
    handler: async ({ req, query }) => {
      const row = await store.get(actorOf(sessionOf(req)), query.id);
      if (!row) throw new ApiError('未找到对应实体');
      const [roles, departs, sites] = await Promise.all([
        users.roleIdsOf(query.id),
        users.departsOf(query.id),
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
    handler: async ({ query }) => ok(await users.roleIdsOf(query.userid)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/userDepartList',
    access: perm('system:user:list'),
    query: z.object({ userId: param('userId') }),
    handler: async ({ query }) => {
      const departs = await users.departsOf(query.userId);
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
      const changed = await crud.db.transaction().execute(async (trx) => {
        const rows = await store.getMany(actorOf(s), ids, trx);
        if (!rows.length) throw new ApiError('未找到对应实体');
        if (status === 2) users.assertNotProtected(rows, s, '冻结');
        const rowIds = rows.map((r) => String(r.id));
        await dynamic(trx)
          .updateTable('sys_user')
          .set({ status, update_by: s.username, update_time: formatDateTime() })
          .where('id', 'in', rowIds)
          .execute();
        await log(
          req,
          s,
          trx,
          OPERATE.edit,
          rows.map((r) => ({ id: String(r.id), before: { status: r.status }, after: { status } })),
          status === 2 ? '冻结' : '解冻',
        );
        return rowIds;
      });
      if (status === 2) await users.endSessions(changed);
      else for (const id of changed) ctx.sessions.forgetUser(id);
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
      const s = sessionOf(req);
      if (body.confirmpassword !== undefined && body.confirmpassword !== body.password) {
        throw new ApiError('两次输入密码不一致!');
      }
      assertPasswordPolicy(body.password);
      const user = await ctx.db
        .selectFrom('sysUser')
        .select(['id', 'username'])
        .where('username', '=', body.username)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) throw new ApiError('用户不存在！');
      const hash = await hashPassword(body.password);
      await crud.db.transaction().execute(async (trx) => {
        await dynamic(trx)
          .updateTable('sys_user')
          .set({
            password: hash,
            salt: null,
            password_change_required: 1,
            update_by: s.username,
            update_time: formatDateTime(),
          })
          .where('id', '=', user.id)
          .execute();
        await log(req, s, trx, OPERATE.edit, [{ id: user.id }], `重置密码：${user.username}`);
      });
      await users.endSessions([user.id]);
      return ok(null, '密码修改成功!');
    },
  });

  // ---- Checks and pickers (any signed-in user) ---------------------------------------------------------------

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

  route(app, {
    method: 'GET',
    url: '/sys/user/queryUserByDepId',
    access: 'authenticated',
    query: z.object({ id: param('id'), realname: optionalText }),
    handler: async ({ req, query }) => {
      const code = await users.orgCodeOf(query.id);
      if (!code) throw new ApiError('部门不存在');
      const conditions = [notReserved, ...like('realname', query.realname?.trim())];
      const lookup = await lookupOf(req);
      const rows = await applyFilters(
        store.scoped(actorOf(sessionOf(req))),
        sysUser,
        { conditions: [...conditions, ...lookup.conditions] },
        { dialect: crud.dialect },
      )
        .where('sys_user.id', 'in', users.usersUnder(code))
        .select(PICKER_FIELDS.map((n) => sql.ref(sysUser.columnOf(n)).as(n)))
        .orderBy('create_time', 'desc')
        .limit(5000)
        .execute();
      return ok(await pickerRows({ rows, fields: lookup.fields }, true));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryUserComponentData',
    access: 'authenticated',
    handler: async ({ req }) => {
      const q = req.query as QueryParams;
      const scope = await departScope(first(q.departId));
      const conditions = [
        notReserved,
        ...(scope.conditions ?? []),
        ...like('username', first(q.username)),
        ...like('realname', first(q.realname)),
      ];
      return scopedPage(req, { ...scope, conditions }, true);
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/getMultiUser',
    access: 'authenticated',
    handler: async ({ req, reply }) => {
      const q = req.query as QueryParams;
      const ids: { field: 'id' | 'username'; values: string[] }[] = [];
      for (const field of ['id', 'username'] as const) {
        const v = first(q[field]);
        if (v !== undefined) ids.push({ field, values: idList(v, field) });
      }
      if (!ids.length) throw badRequest('请指定查询字段id或username');
      reply.header('cache-control', 'no-store');
      if (ids.some((x) => !x.values.length)) return [];
      // A bare array, as JeecgBoot answers (no envelope).
      return pickerRows(await pickerSelect(ids, req));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryByIds',
    access: 'authenticated',
    query: z.object({ userIds: idsParam('userIds') }),
    handler: async ({ req, query }) => {
      const values = idList(query.userIds, 'userIds');
      if (!values.length) return ok([]);
      return ok(await pickerRows(await pickerSelect([{ field: 'id', values }], req)));
    },
  });

  // ---- Recycle bin -------------------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/user/recycleBin',
    access: perm('system:user:list'),
    handler: async () => {
      const rows: Row[] = await dynamic(crud.db)
        .selectFrom('sys_user')
        .select(
          Object.keys(sysUser.fields)
            .concat(Object.keys(sysUser.auditFields))
            .filter((n) => !sysUser.field(n)?.sensitive)
            .map((n) => sql.ref(sysUser.columnOf(n)).as(n)),
        )
        .where('del_flag', '=', 1)
        .orderBy('update_time', 'desc')
        .orderBy('id')
        .limit(MAX_IDS)
        .execute();
      await users.addOrgCodeTxt(rows);
      // As JeecgBoot: the department names stand in for the org code.
      for (const r of rows) r.orgCode = r.orgCodeTxt;
      await addDictText(sysUser, rows, crud.dicts, crud.db);
      return ok(rows);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/sys/user/putRecycleBin',
    access: perm('system:user:delete'),
    body: z.object({ userIds: idsValue }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const ids = idList(body.userIds, 'userIds');
      if (!ids.length) throw badRequest('参数userIds不能为空');
      await crud.db.transaction().execute(async (trx) => {
        const rows = await dynamic(trx)
          .selectFrom('sys_user')
          .select(['id', 'username'])
          .where('id', 'in', ids)
          .where('del_flag', '=', 1)
          .execute();
        if (!rows.length) throw new ApiError('未找到对应实体');
        await dynamic(trx)
          .updateTable('sys_user')
          .set({ del_flag: 0, update_by: s.username, update_time: formatDateTime() })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        await log(
          req,
          s,
          trx,
          OPERATE.edit,
          rows.map((r) => ({ id: r.id, before: { delFlag: 1 }, after: { delFlag: 0 } })),
          '还原',
        );
      });
      return ok(null, '还原成功');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteRecycleBin',
    access: perm('system:user:delete'),
    query: z.object({ userIds: idsParam('userIds') }),
    handler: async ({ req, query }) => {
      const s = sessionOf(req);
      const ids = idList(query.userIds, 'userIds');
      if (!ids.length) throw badRequest('参数userIds不能为空');
      await crud.db.transaction().execute(async (trx) => {
        const rows: Row[] = await dynamic(trx)
          .selectFrom('sys_user')
          .select(['id', 'username', 'realname'])
          .where('id', 'in', ids)
          .where('del_flag', '=', 1)
          .execute();
        if (!rows.length) throw new ApiError('未找到对应实体');
        const rowIds = rows.map((r) => String(r.id));
        await users.purge(trx, rowIds);
        await log(
          req,
          s,
          trx,
          OPERATE.delete,
          rows.map((r) => ({ id: String(r.id), before: r })),
          '彻底删除',
        );
      });
      return ok(null, '删除成功!');
    },
  });

  // ---- Users of a role (role screen) -------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/user/userRoleList',
    access: perm('system:role:list'),
    query: z.object({ roleId: param('roleId'), username: optionalText }),
    handler: async ({ req, query }) =>
      scopedPage(req, {
        conditions: [notReserved, ...like('username', query.username?.trim())],
        where: (qb) =>
          qb.where(
            'sys_user.id',
            'in',
            dynamic(crud.db).selectFrom('sys_user_role').select('user_id').where('role_id', '=', query.roleId),
          ),
      }),
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/addSysUserRole',
    access: perm('system:role:authorize'),
    body: z.object({ roleId: param('roleId'), userIdList: idsValue }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const userIds = idList(body.userIdList, 'userIdList');
      await crud.db.transaction().execute(async (trx) => {
        await users.assertRoles(trx, [body.roleId]);
        await users.assertUsers(trx, userIds);
        await users.addLinks(trx, 'role', body.roleId, userIds);
        await log(
          req,
          s,
          trx,
          OPERATE.edit,
          userIds.map((id) => ({ id, after: { roleId: body.roleId } })),
          '角色添加用户',
        );
      });
      return ok(null, '添加成功!');
    },
  });

  const removeFromRole = async (req: FastifyRequest, roleId: string, userIds: string[]) => {
    const s = sessionOf(req);
    if (!userIds.length) throw badRequest('参数userIds不能为空');
    await crud.db.transaction().execute(async (trx) => {
      await dynamic(trx)
        .deleteFrom('sys_user_role')
        .where('role_id', '=', roleId)
        .where('user_id', 'in', userIds)
        .execute();
      await log(
        req,
        s,
        trx,
        OPERATE.edit,
        userIds.map((id) => ({ id, before: { roleId } })),
        '角色移除用户',
      );
    });
    return ok(null, '删除成功!');
  };

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteUserRole',
    access: perm('system:role:authorize'),
    query: z.object({ roleId: param('roleId'), userId: param('userId') }),
    handler: ({ req, query }) => removeFromRole(req, query.roleId, [query.userId]),
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteUserRoleBatch',
    access: perm('system:role:authorize'),
    query: z.object({ roleId: param('roleId'), userIds: idsParam('userIds') }),
    handler: ({ req, query }) => removeFromRole(req, query.roleId, idList(query.userIds, 'userIds')),
  });

  // ---- Users of a department (department screen) -------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/user/departUserList',
    access: perm('system:depart:list'),
    query: z.object({ depId: param('depId'), username: optionalText }),
    handler: async ({ req, query }) => {
      const scope = await departScope(query.depId);
      return scopedPage(req, {
        ...scope,
        conditions: [notReserved, ...(scope.conditions ?? []), ...like('username', query.username?.trim())],
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/editSysDepartWithUser',
    access: perm('system:depart:edit'),
    body: z.object({ depId: param('depId'), userIdList: idsValue }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const userIds = idList(body.userIdList, 'userIdList');
      await crud.db.transaction().execute(async (trx) => {
        const [depart] = await users.departsByIds(trx, [body.depId]);
        await users.assertUsers(trx, userIds);
        await users.addLinks(trx, 'depart', depart.id, userIds);
        // A user without a current department gets this one.
        await dynamic(trx)
          .updateTable('sys_user')
          .set({ org_code: depart.orgCode })
          .where('id', 'in', userIds)
          .where('org_code', 'is', null)
          .execute();
        await log(
          req,
          s,
          trx,
          OPERATE.edit,
          userIds.map((id) => ({ id, after: { depId: depart.id } })),
          `部门添加用户：${depart.departName}`,
        );
      });
      for (const id of userIds) ctx.sessions.forgetUser(id);
      return ok(null, '添加成功!');
    },
  });

  const removeFromDepart = async (req: FastifyRequest, depId: string, userIds: string[]) => {
    const s = sessionOf(req);
    if (!userIds.length) throw badRequest('参数userIds不能为空');
    await crud.db.transaction().execute(async (trx) => {
      const depart = await dynamic(trx)
        .selectFrom('sys_depart')
        .select(['id', 'org_code as orgCode'])
        .where('id', '=', depId)
        .executeTakeFirst();
      if (!depart) throw new ApiError('部门不存在');
      await dynamic(trx)
        .deleteFrom('sys_user_depart')
        .where('dep_id', '=', depId)
        .where('user_id', 'in', userIds)
        .execute();
      // The department's roles go with the membership.
      await dynamic(trx)
        .deleteFrom('sys_depart_role_user')
        .where('user_id', 'in', userIds)
        .where('drole_id', 'in', dynamic(trx).selectFrom('sys_depart_role').select('id').where('depart_id', '=', depId))
        .execute();
      await dynamic(trx)
        .updateTable('sys_user')
        .set({ org_code: null })
        .where('id', 'in', userIds)
        .where('org_code', '=', depart.orgCode)
        .execute();
      await log(
        req,
        s,
        trx,
        OPERATE.edit,
        userIds.map((id) => ({ id, before: { depId } })),
        '部门移除用户',
      );
    });
    for (const id of userIds) ctx.sessions.forgetUser(id);
    return ok(null, '删除成功!');
  };

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteUserInDepart',
    access: perm('system:depart:edit'),
    query: z.object({ depId: param('depId'), userId: param('userId') }),
    handler: ({ req, query }) => removeFromDepart(req, query.depId, [query.userId]),
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteUserInDepartBatch',
    access: perm('system:depart:edit'),
    query: z.object({ depId: param('depId'), userIds: idsParam('userIds') }),
    handler: ({ req, query }) => removeFromDepart(req, query.depId, idList(query.userIds, 'userIds')),
  });
}
