import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import { idsParam, idsValue } from './params.js';
import { idList, type UserService } from './service.js';
import type { UserWrites } from './user-writes.js';

/** The user recycle bin (contract §7.1): deleted users, restored or deleted for good with their links. */
export function userRecycleRoutes(app: FastifyInstance, crud: CrudDeps, users: UserService, writes: UserWrites) {
  route(app, {
    method: 'GET',
    url: '/sys/user/recycleBin',
    access: perm('system:user:list'),
    handler: async () => {
      const rows = await writes.deleted();
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
      const ids = idList(body.userIds, 'userIds');
      if (!ids.length) throw badRequest('参数userIds不能为空');
      await writes.restore(originOf(req, sessionOf(req), sysUser.apiBase), ids);
      return ok(null, '还原成功');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/sys/user/deleteRecycleBin',
    access: perm('system:user:delete'),
    query: z.object({ userIds: idsParam('userIds') }),
    handler: async ({ req, query }) => {
      const ids = idList(query.userIds, 'userIds');
      if (!ids.length) throw badRequest('参数userIds不能为空');
      await writes.purge(originOf(req, sessionOf(req), sysUser.apiBase), ids);
      return ok(null, '删除成功!');
    },
  });
}
