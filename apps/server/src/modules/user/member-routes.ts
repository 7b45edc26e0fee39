import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest } from '../../core/errors.js';
import type { Condition } from '../../core/query/index.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import type { GrantPolicy } from '../permission/grant-policy.js';
import { idsParam, idsValue, like, notReserved, optionalText, param } from './params.js';
import { idList, ROLES_NOT_FOUND } from './service.js';
import type { UserLookups } from './user-lookups.js';
import type { UserWrites } from './user-writes.js';

/** A role or department outside the caller's data rules has no members it could see. */
const NOBODY: Condition = { type: 'none' };

/**
 * The users of a role (role screen) and of a department (department screen): lists, adding, removing; the role or
 * department is one the caller sees (its data rules on 角色管理, 部门管理), the users those of its user list.
 */
export function userMemberRoutes(app: FastifyInstance, lookups: UserLookups, writes: UserWrites, policy: GrantPolicy) {
  const origin = (req: FastifyRequest) => originOf(req, sessionOf(req), sysUser.apiBase);
  const assertRole = async (req: FastifyRequest, roleId: string) => {
    if (!(await policy.seesRole(sessionOf(req), roleId))) throw new ApiError(ROLES_NOT_FOUND);
  };

  route(app, {
    method: 'GET',
    url: '/sys/user/userRoleList',
    access: perm('system:role:list'),
    query: z.object({ roleId: param('roleId'), username: optionalText }),
    handler: async ({ req, query }) => {
      const seen = await policy.seesRole(sessionOf(req), query.roleId);
      return ok(
        await lookups.scopedPage(req, {
          conditions: [notReserved, ...like('username', query.username?.trim()), ...(seen ? [] : [NOBODY])],
          where: lookups.roleScope(query.roleId),
        }),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/addSysUserRole',
    access: perm('system:role:authorize'),
    body: z.object({ roleId: param('roleId'), userIdList: idsValue }),
    handler: async ({ req, body }) => {
      await assertRole(req, body.roleId);
      await writes.addToRole(origin(req), sessionOf(req), body.roleId, idList(body.userIdList, 'userIdList'));
      return ok(null, '添加成功!');
    },
  });

  const removeFromRole = async (req: FastifyRequest, roleId: string, userIds: string[]) => {
    if (!userIds.length) throw badRequest('参数userIds不能为空');
    await assertRole(req, roleId);
    await writes.removeFromRole(origin(req), sessionOf(req), roleId, userIds);
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

  route(app, {
    method: 'GET',
    url: '/sys/user/departUserList',
    access: perm('system:depart:list'),
    query: z.object({ depId: param('depId'), username: optionalText }),
    handler: async ({ req, query }) => {
      const seen = await policy.seesDepart(sessionOf(req), query.depId);
      const scope = seen ? await lookups.departScope(query.depId) : { conditions: [NOBODY] };
      const conditions = [notReserved, ...(scope.conditions ?? []), ...like('username', query.username?.trim())];
      return ok(await lookups.scopedPage(req, { ...scope, conditions }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/sys/user/editSysDepartWithUser',
    access: perm('system:depart:edit'),
    body: z.object({ depId: param('depId'), userIdList: idsValue }),
    handler: async ({ req, body }) => {
      await policy.assertVisibleDepart(sessionOf(req), body.depId);
      await writes.addToDepart(origin(req), sessionOf(req), body.depId, idList(body.userIdList, 'userIdList'));
      return ok(null, '添加成功!');
    },
  });

  const removeFromDepart = async (req: FastifyRequest, depId: string, userIds: string[]) => {
    if (!userIds.length) throw badRequest('参数userIds不能为空');
    await policy.assertVisibleDepart(sessionOf(req), depId);
    await writes.removeFromDepart(origin(req), sessionOf(req), depId, userIds);
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
