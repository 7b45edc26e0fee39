import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest } from '../../core/errors.js';
import type { QueryParams } from '../../core/query/index.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import { first, idsParam, like, notReserved, optionalText, param } from './params.js';
import { idList, type UserService } from './service.js';
import type { UserLookups } from './user-lookups.js';

/** The user pickers of every form (any signed-in user), within the caller's data rules and column rights. */
export function userPickerRoutes(app: FastifyInstance, users: UserService, lookups: UserLookups): void {
  route(app, {
    method: 'GET',
    url: '/sys/user/queryUserByDepId',
    access: 'authenticated',
    query: z.object({ id: param('id'), realname: optionalText }),
    handler: async ({ req, query }) => {
      const code = await users.orgCodeOf(query.id);
      if (!code) throw new ApiError('部门不存在');
      const conditions = [notReserved, ...like('realname', query.realname?.trim())];
      return ok(await lookups.underDepart(req, code, conditions));
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/user/queryUserComponentData',
    access: 'authenticated',
    handler: async ({ req }) => {
      const q = req.query as QueryParams;
      const scope = await lookups.departScope(first(q.departId));
      const conditions = [
        notReserved,
        ...(scope.conditions ?? []),
        ...like('username', first(q.username)),
        ...like('realname', first(q.realname)),
      ];
      return ok(await lookups.scopedPage(req, { ...scope, conditions }, true));
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
        if (v !== undefined) ids.push({ field, values: idList(v, field, field === 'username') });
      }
      if (!ids.length) throw badRequest('请指定查询字段id或username');
      reply.header('cache-control', 'no-store');
      if (ids.some((x) => !x.values.length)) return [];
      // A bare array, as JeecgBoot answers (no envelope).
      return lookups.byKeys(req, ids);
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
      return ok(await lookups.byKeys(req, [{ field: 'id', values }]));
    },
  });
}
