import { sysRole } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { deleteRoutes } from '../../core/crud/delete-routes.js';
import { actorOf, mountEntity } from '../../core/crud/mount.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { newId } from '../../core/time.js';
import { grantTree, idList, logChange } from '../permission/menu-admin.js';

/** The role whose code the system depends on: never deleted, its code never changed. */
export const ADMIN_ROLE_CODE = 'admin';

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
export function roleRoutes(app: FastifyInstance, ctx: AppContext, crud: CrudDeps): void {
  const db = ctx.db;
  const store = mountEntity(app, crud, sysRole, {
    except: ['delete', 'deleteBatch'],
    beforeWrite({ mode, before, values }) {
      if (mode === 'edit' && before?.roleCode === ADMIN_ROLE_CODE && 'roleCode' in values) {
        if (values.roleCode !== ADMIN_ROLE_CODE) throw new ApiError('管理员角色的编码不能修改');
      }
    },
  });

  const remove = async (req: FastifyRequest, ids: string[]) => {
    const s = sessionOf(req);
    await db.transaction().execute(async (trx) => {
      const rows = await store.getMany(actorOf(s), ids, trx);
      if (!rows.length) throw new ApiError('未找到对应实体');
      if (rows.some((r) => r.roleCode === ADMIN_ROLE_CODE)) throw new ApiError('管理员角色不能删除');
      const roleIds = rows.map((r) => String(r.id));
      await trx.deleteFrom('sysUserRole').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRolePermission').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRoleSite').where('roleId', 'in', roleIds).execute();
      await store.remove(trx, actorOf(s), roleIds);
      await logChange(
        trx,
        req,
        s,
        sysRole,
        OPERATE.delete,
        rows.map((r) => ({ id: String(r.id), before: r })),
      );
    });
  };

  deleteRoutes(app, { base: '/sys/role', permPrefix: 'system:role', remove, deletedOne: '删除角色成功' });

  route(app, {
    method: 'GET',
    url: '/sys/role/queryall',
    access: 'authenticated',
    handler: async () =>
      ok(
        await db
          .selectFrom('sysRole')
          .select(['id', 'roleName', 'roleCode', 'description', 'createBy', 'createTime', 'updateBy', 'updateTime'])
          .orderBy('createTime')
          .orderBy('id')
          .execute(),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/sys/role/checkRoleCode',
    access: 'authenticated',
    query: z.object({
      id: z.string().max(64).optional(),
      roleCode: z.string({ error: '角色编码不能为空' }).trim().min(1, '角色编码不能为空').max(100),
    }),
    handler: async ({ query }) => {
      let qb = db.selectFrom('sysRole').select('id').where('roleCode', '=', query.roleCode);
      if (query.id) qb = qb.where('id', '<>', query.id);
      if (await qb.executeTakeFirst()) throw new ApiError('角色编码已存在');
      return ok(null, '该值可用！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/role/queryTreeList',
    access: perm('system:role:list'),
    handler: async () => ok(await grantTree(db)),
  });

  // ---- Data rules of a granted menu ---------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/role/datarule/:permissionId/:roleId',
    access: perm('system:role:list'),
    handler: async ({ req }) => {
      const params = z.object({ permissionId: idParam('permissionId'), roleId: idParam('roleId') }).parse(req.params);
      const datarule = await db
        .selectFrom('sysPermissionDataRule')
        .selectAll()
        .where('permissionId', '=', params.permissionId)
        .orderBy('createTime')
        .orderBy('id')
        .execute();
      if (!datarule.length) throw new ApiError('未找到权限配置信息');
      const grant = await db
        .selectFrom('sysRolePermission')
        .select('dataRuleIds')
        .where('roleId', '=', params.roleId)
        .where('permissionId', '=', params.permissionId)
        .executeTakeFirst();
      const result: { datarule: typeof datarule; drChecked?: string } = { datarule };
      const checked = grant?.dataRuleIds?.replace(/,+$/, '');
      if (checked) result.drChecked = checked;
      return ok(result);
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
      const s = sessionOf(req);
      const ruleIds = idList(body.dataRuleIds, 200);
      await db.transaction().execute(async (trx) => {
        const grant = await trx
          .selectFrom('sysRolePermission')
          .select(['id', 'dataRuleIds'])
          .where('roleId', '=', body.roleId)
          .where('permissionId', '=', body.permissionId)
          .executeTakeFirst();
        if (!grant) throw new ApiError('请先保存角色菜单权限!');
        if (ruleIds.length) {
          const rules = await trx
            .selectFrom('sysPermissionDataRule')
            .select('id')
            .where('id', 'in', ruleIds)
            .where('permissionId', '=', body.permissionId)
            .execute();
          if (rules.length !== ruleIds.length) throw new ApiError('数据规则不存在', 400, 400);
        }
        const dataRuleIds = ruleIds.length ? ruleIds.join(',') : null;
        await trx.updateTable('sysRolePermission').set({ dataRuleIds }).where('id', '=', grant.id).execute();
        await logChange(
          trx,
          req,
          s,
          sysRole,
          OPERATE.edit,
          [{ id: body.roleId, before: { dataRuleIds: grant.dataRuleIds }, after: { dataRuleIds } }],
          `数据规则(${body.permissionId})`,
        );
      });
      return ok(null, '保存成功!');
    },
  });

  // ---- Sites ---------------------------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/role/querySites',
    access: perm('system:role:list'),
    query: z.object({ roleId: idParam('roleId') }),
    handler: async ({ query }) => {
      const rows = await db
        .selectFrom('sysRoleSite as rs')
        .innerJoin('sysSite as s', 's.id', 'rs.siteId')
        .select('rs.siteId')
        .where('rs.roleId', '=', query.roleId)
        .where('s.delFlag', '=', 0)
        .orderBy('s.sortNo')
        .orderBy('s.name')
        .execute();
      return ok(rows.map((r) => r.siteId));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/role/saveSites',
    access: perm('system:role:authorize'),
    body: z.object({ roleId: idParam('roleId'), siteIds: idsField }),
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const siteIds = idList(body.siteIds, 1000);
      await db.transaction().execute(async (trx) => {
        const role = await trx.selectFrom('sysRole').select('id').where('id', '=', body.roleId).executeTakeFirst();
        if (!role) throw new ApiError('角色不存在', 400, 400);
        if (siteIds.length) {
          const found = await trx
            .selectFrom('sysSite')
            .select('id')
            .where('id', 'in', siteIds)
            .where('delFlag', '=', 0)
            .execute();
          if (found.length !== siteIds.length) throw new ApiError('站点不存在', 400, 400);
        }
        const before = await trx.selectFrom('sysRoleSite').select('siteId').where('roleId', '=', role.id).execute();
        await trx.deleteFrom('sysRoleSite').where('roleId', '=', role.id).execute();
        if (siteIds.length) {
          await trx
            .insertInto('sysRoleSite')
            .values(siteIds.map((siteId) => ({ id: newId(), roleId: role.id, siteId })))
            .execute();
        }
        await logChange(
          trx,
          req,
          s,
          sysRole,
          OPERATE.edit,
          [
            {
              id: role.id,
              before: { siteIds: before.map((r) => r.siteId).join(',') },
              after: { siteIds: siteIds.join(',') },
            },
          ],
          '站点分配',
        );
      });
      return ok(null, '保存成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/site/listAll',
    access: 'authenticated',
    handler: async () =>
      ok(
        await db
          .selectFrom('sysSite')
          .select(['id', 'name', 'code', 'language'])
          .where('status', '=', 1)
          .where('delFlag', '=', 0)
          .orderBy('sortNo')
          .orderBy('name')
          .execute(),
      ),
  });
}
