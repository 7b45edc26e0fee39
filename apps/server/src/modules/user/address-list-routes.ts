import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import { AddressBook } from './address-list.js';
import { UserService } from './service.js';

const optional = (max: number) =>
  z
    .string()
    .max(max, '查询条件过长')
    .optional()
    .transform((v) => v?.trim() || undefined);

/** 通讯录 (contract §7.1 `queryByOrgCodeForAddressList`) behind the menu's own list code. */
export function addressListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crud: CrudDeps,
  permissions: PermissionService,
): void {
  const book = new AddressBook(crud, new UserService(ctx, permissions), permissions);
  route(app, {
    method: 'GET',
    url: '/sys/user/queryByOrgCodeForAddressList',
    access: perm('system:addressList:list'),
    query: z
      .object({
        orgCode: optional(64),
        realname: optional(100),
        workNo: optional(100),
        pageNo: z.string().max(10).optional(),
        pageSize: z.string().max(10).optional(),
      })
      .loose(),
    handler: async ({ req, query }) => ok(await book.page(req, query)),
  });
}
