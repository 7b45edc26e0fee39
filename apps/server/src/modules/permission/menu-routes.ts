import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { deleteRoutes } from '../../core/crud/delete-routes.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { allMenus, buildTree, grantTree, idList, toPermissionNode, toTreeModel } from './menu-admin.js';
import { menuFields } from './menu-input.js';
import { MenuService } from './menu-service.js';

/** A menu id from the client: 1–64 characters of [A-Za-z0-9_-]. */
export const id32 = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}格式不正确`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}格式不正确`);

/** The menu editor (contract §3.4, §7.3): tree reads, add/edit/delete with normalisation and cascades. */
export function menuRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const menus = new MenuService(crud.db, crud.uow, crud.dialect);
  const list = perm('system:permission:list');

  route(app, {
    method: 'GET',
    url: '/sys/permission/list',
    access: list,
    query: z.object({ name: z.string().max(100).optional() }).loose(),
    handler: async ({ query }) => {
      const name = query.name?.trim();
      if (name) return ok((await menus.byName(name)).map((r) => toPermissionNode(r, true)));
      return ok(buildTree(await allMenus(crud.db), toPermissionNode));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemMenuList',
    access: list,
    handler: async () => ok((await menus.roots()).map((r) => toPermissionNode(r))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemSubmenu',
    access: list,
    query: z.object({ parentId: id32('parentId') }),
    handler: async ({ query }) => ok((await menus.childrenOf([query.parentId])).map((r) => toPermissionNode(r))),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/getSystemSubmenuBatch',
    access: list,
    query: z.object({ parentIds: z.string({ error: 'parentIds不能为空' }).max(20_000) }),
    handler: async ({ query }) => {
      const ids = idList(query.parentIds, 500);
      const out: Record<string, ReturnType<typeof toPermissionNode>[]> = Object.fromEntries(ids.map((id) => [id, []]));
      for (const r of await menus.childrenOf(ids)) out[r.parentId!]?.push(toPermissionNode(r));
      return ok(out);
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryTreeList',
    // The role and department authorisation screens; the guard takes one code per route.
    access: perm('system:role:list'),
    handler: async () => ok(await grantTree(crud.db)),
  });

  route(app, {
    method: 'GET',
    url: '/sys/permission/queryListAsync',
    // The menu list's lazy tree table: the list columns plus the TreeModel keys, `hasChildren` for the expander.
    access: list,
    query: z.object({ pid: z.string().max(64).optional() }).loose(),
    handler: async ({ query }) =>
      ok(
        (await menus.level(query.pid?.trim() || undefined)).map((r) => ({
          ...toPermissionNode(r),
          ...toTreeModel(r),
          hasChildren: r.isLeaf !== 1,
        })),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/sys/permission/add',
    access: perm('system:permission:add'),
    body: menuFields,
    handler: async ({ req, body }) => ok(await menus.add(originOf(req, sessionOf(req)), body), '添加成功！'),
  });

  route(app, {
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    access: perm('system:permission:edit'),
    handler: async ({ req, reply }) => {
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求参数有误');
      const id = id32('参数id').parse(raw.id);
      const input = menuFields.parse(raw);
      // A client that read the row sends its updateTime back: a newer one in the database means a stale edit.
      const seen = 'updateTime' in raw ? (raw.updateTime ?? null) : undefined;
      await menus.edit(originOf(req, sessionOf(req)), id, input, seen);
      reply.header('cache-control', 'no-store');
      return ok(null, '编辑成功!');
    },
  });

  const remove = (req: FastifyRequest, ids: string[]) => menus.remove(originOf(req, sessionOf(req)), ids);
  deleteRoutes(app, { base: '/sys/permission', permPrefix: 'system:permission', remove });
}
