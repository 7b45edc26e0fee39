import { sysRole } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { deleteRoutes } from '../../core/crud/delete-routes.js';
import { STALE_MESSAGE } from '../../core/crud/mount.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { SysPermission } from '../../db/types.js';
import { dataRuleRoutes } from './data-rule-routes.js';
import { sysPermissionEntity } from './entities.js';
import {
  allMenus,
  applyGrantDiff,
  assertMenusExist,
  buildTree,
  deleteMenus,
  grantTree,
  idList,
  isSelfOrDescendant,
  logChange,
  refreshLeaf,
  type Trx,
  toPermissionNode,
  toTreeModel,
} from './menu-admin.js';
import { completeMenu, type MenuValues, menuFields } from './menu-input.js';
import { MENU_TYPE, type PermissionService } from './service.js';

const id32 = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}格式不正确`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}格式不正确`);

const idsField = z.union([z.string().max(200_000), z.array(z.string().max(64)).max(5000)]).nullish();
const roleGrantBody = z.object({ roleId: id32('roleId'), permissionIds: idsField, lastpermissionIds: idsField });
const departGrantBody = z.object({ departId: id32('departId'), permissionIds: idsField, lastpermissionIds: idsField });

/**
 * The menu editor and grants of contract §3.4 and §7.3: menu tree reads, add/edit/delete with normalisation
 * and cascades, the permission tree of the role and department screens, role and department grants (diff
 * semantics) and the data rules of menus. Every change clears the permission caches, so the sidebar and the
 * guard see it at once.
 */
export function permissionAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  _permissions: PermissionService,
): void {
  const db = ctx.db;
  const list = perm('system:permission:list');

  // ---- Reads -------------------------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/permission/list',
    access: list,
    query: z.object({ name: z.string().max(100).optional() }).loose(),
    handler: async ({ query }) => {
      const name = query.name?.trim();
      if (name) {
        // A name search answers a flat list, as JeecgBoot does.
        const rows = await db
          .selectFrom('sysPermission')
          .selectAll()
          .where('delFlag', '=', 0)
          .where(
            sql<boolean>`name ${sql.raw(ctx.dialect === 'postgres' ? 'ilike' : 'like')} ${likePattern('like', name)} escape ${sql.lit(LIKE_ESCAPE)}`,
          )
          .orderBy('sortNo')
          .orderBy('id')
          .execute();
        return ok(rows.map((r) => toPermissionNode(r, true)));
      }
      return ok(buildTree(await allMenus(db), toPermissionNode));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemMenuList',
    access: list,
    handler: async () => {
      const rows = await db
        .selectFrom('sysPermission')
        .selectAll()
        .where('menuType', '=', MENU_TYPE.root)
        .where('delFlag', '=', 0)
        .orderBy('sortNo')
        .orderBy('id')
        .execute();
      return ok(rows.map((r) => toPermissionNode(r)));
    },
  });

  const childrenOf = (parentIds: readonly string[]) =>
    parentIds.length
      ? db
          .selectFrom('sysPermission')
          .selectAll()
          .where('parentId', 'in', parentIds)
          .where('delFlag', '=', 0)
          .orderBy('sortNo')
          .orderBy('id')
          .execute()
      : Promise.resolve([] as SysPermission[]);

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemSubmenu',
    access: list,
    query: z.object({ parentId: id32('parentId') }),
    handler: async ({ query }) => ok((await childrenOf([query.parentId])).map((r) => toPermissionNode(r))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemSubmenuBatch',
    access: list,
    query: z.object({ parentIds: z.string({ error: 'parentIds不能为空' }).max(20_000) }),
    handler: async ({ query }) => {
      const ids = idList(query.parentIds, 500);
      const out: Record<string, ReturnType<typeof toPermissionNode>[]> = Object.fromEntries(ids.map((id) => [id, []]));
      for (const r of await childrenOf(ids)) out[r.parentId!]?.push(toPermissionNode(r));
      return ok(out);
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryTreeList',
    // The role and department authorisation screens; the guard takes one code per route.
    access: perm('system:role:list'),
    handler: async () => ok(await grantTree(db)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryListAsync',
    access: perm('system:role:list'),
    query: z.object({ pid: z.string().max(64).optional() }).loose(),
    handler: async ({ query }) => {
      const pid = query.pid?.trim();
      let qb = db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0);
      qb = pid
        ? qb.where('parentId', '=', pid)
        : qb.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]));
      const rows = await qb.orderBy('sortNo').orderBy('id').execute();
      return ok(rows.map((r) => toTreeModel(r)));
    },
  });

  // ---- Menu writes -------------------------------------------------------------------------------------------

  /** Checks the parent of a (new or moved) row. */
  const checkParent = async (trx: Trx, values: MenuValues, selfId?: string) => {
    if (!values.parentId) return;
    const parent = await trx
      .selectFrom('sysPermission')
      .select(['id', 'menuType'])
      .where('id', '=', values.parentId)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!parent) throw new ApiError('上级菜单不存在', 400, 400);
    if (parent.menuType === MENU_TYPE.button) throw new ApiError('按钮不能作为上级菜单', 400, 400);
    if (selfId && (await isSelfOrDescendant(trx, selfId, values.parentId))) {
      throw new ApiError('上级菜单不能是自己或下级菜单', 400, 400);
    }
  };

  route(app, {
    method: 'POST',
    url: '/sys/permission/add',
    access: perm('system:permission:add'),
    body: menuFields,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const values = completeMenu({}, body);
      const id = await db.transaction().execute(async (trx) => {
        await checkParent(trx, values);
        const id = newId();
        await trx
          .insertInto('sysPermission')
          .values({
            ...values,
            id,
            isLeaf: 1,
            delFlag: 0,
            ruleFlag: 0,
            createBy: s.username,
            createTime: formatDateTime(),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        if (values.parentId) {
          await trx.updateTable('sysPermission').set({ isLeaf: 0 }).where('id', '=', values.parentId).execute();
        }
        await logChange(trx, req, s, sysPermissionEntity, OPERATE.add, [{ id, after: { ...values } }]);
        return id;
      });
      return ok(id, '添加成功！');
    },
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    access: perm('system:permission:edit'),
    handler: async ({ req, reply }) => {
      const s = sessionOf(req);
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求参数有误');
      const id = id32('参数id').parse(raw.id);
      const input = menuFields.parse(raw);
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('sysPermission')
          .selectAll()
          .where('id', '=', id)
          .where('delFlag', '=', 0)
          .executeTakeFirst();
        if (!before) throw new ApiError('未找到对应实体');
        if ('updateTime' in raw && (raw.updateTime ?? null) !== (before.updateTime ?? null)) {
          throw new ApiError(STALE_MESSAGE, 409, 409);
        }
        const values = completeMenu(before as Partial<MenuValues>, input);
        if (values.parentId !== before.parentId) await checkParent(trx, values, id);
        await trx
          .updateTable('sysPermission')
          .set({ ...values, updateBy: s.username, updateTime: formatDateTime() })
          .where('id', '=', id)
          .execute();
        if (values.parentId !== before.parentId) {
          await refreshLeaf(trx, before.parentId);
          await refreshLeaf(trx, values.parentId);
        }
        await logChange(trx, req, s, sysPermissionEntity, OPERATE.edit, [
          { id, before: { ...before }, after: { ...before, ...values } },
        ]);
      });
      reply.header('cache-control', 'no-store');
      return ok(null, '编辑成功!');
    },
  });

  const remove = async (req: FastifyRequest, ids: string[]) => {
    const s = sessionOf(req);
    await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('id', 'in', ids)
        .where('delFlag', '=', 0)
        .execute();
      if (!found.length) throw new ApiError('未找到对应实体');
      const removed = await deleteMenus(
        trx,
        found.map((r) => r.id),
      );
      await logChange(
        trx,
        req,
        s,
        sysPermissionEntity,
        OPERATE.delete,
        removed.map((r) => ({ id: r.id, before: { ...r } })),
      );
    });
  };

  deleteRoutes(app, { base: '/sys/permission', permPrefix: 'system:permission', remove });

  // ---- Role and department grants ---------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryRolePermission',
    access: perm('system:role:list'),
    query: z.object({ roleId: id32('roleId') }),
    handler: async ({ query }) => {
      const rows = await db
        .selectFrom('sysRolePermission')
        .select('permissionId')
        .where('roleId', '=', query.roleId)
        .execute();
      return ok(rows.map((r) => r.permissionId));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/saveRolePermission',
    access: perm('system:role:authorize'),
    body: roleGrantBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const next = idList(body.permissionIds);
      const last = idList(body.lastpermissionIds);
      await db.transaction().execute(async (trx) => {
        const role = await trx.selectFrom('sysRole').select('id').where('id', '=', body.roleId).executeTakeFirst();
        if (!role) throw new ApiError('角色不存在', 400, 400);
        await assertMenusExist(trx, next);
        const diff = await applyGrantDiff(
          trx,
          'sysRolePermission',
          { column: 'roleId', id: role.id },
          next,
          last,
          req.ip,
        );
        await logChange(
          trx,
          req,
          s,
          sysRole,
          OPERATE.edit,
          [
            {
              id: role.id,
              before: { permissions: diff.removed.join(',') },
              after: { permissions: diff.added.join(',') },
            },
          ],
          '授权',
        );
      });
      return ok(null, '保存成功！');
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryDepartPermission',
    access: perm('system:depart:list'),
    query: z.object({ departId: id32('departId') }),
    handler: async ({ query }) => {
      const rows = await db
        .selectFrom('sysDepartPermission')
        .select('permissionId')
        .where('departId', '=', query.departId)
        .execute();
      return ok(rows.map((r) => r.permissionId));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/saveDepartPermission',
    access: perm('system:depart:edit'),
    body: departGrantBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      const next = idList(body.permissionIds);
      const last = idList(body.lastpermissionIds);
      await db.transaction().execute(async (trx) => {
        const depart = await trx
          .selectFrom('sysDepart')
          .select('id')
          .where('id', '=', body.departId)
          .where((eb) => eb.or([eb('delFlag', '=', '0'), eb('delFlag', 'is', null)]))
          .executeTakeFirst();
        if (!depart) throw new ApiError('部门不存在', 400, 400);
        await assertMenusExist(trx, next);
        const diff = await applyGrantDiff(
          trx,
          'sysDepartPermission',
          { column: 'departId', id: depart.id },
          next,
          last,
          req.ip,
        );
        // A department losing a menu takes it from its department roles too.
        if (diff.removed.length) {
          await trx
            .deleteFrom('sysDepartRolePermission')
            .where('departId', '=', depart.id)
            .where('permissionId', 'in', diff.removed)
            .execute();
        }
        await logChange(
          trx,
          req,
          s,
          sysPermissionEntity,
          OPERATE.edit,
          [
            {
              id: depart.id,
              before: { permissions: diff.removed.join(',') },
              after: { permissions: diff.added.join(',') },
            },
          ],
          '部门授权',
        );
      });
      return ok(null, '保存成功！');
    },
  });

  dataRuleRoutes(app, ctx, crud);
}
