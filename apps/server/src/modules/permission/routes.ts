import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { PermissionService } from './service.js';

export function permissionRoutes(app: FastifyInstance, permissions: PermissionService): void {
  route(app, {
    method: 'GET',
    url: '/sys/permission/getUserPermissionByToken',
    access: 'authenticated',
    beforePasswordChange: true,
    handler: async ({ req }) => ok(await permissions.userPermissions(sessionOf(req).userId), '查询成功'),
  });
}
