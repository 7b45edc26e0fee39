import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { granteeKey } from './grantee.js';
import type { PermissionService } from './service.js';

export function permissionRoutes(app: FastifyInstance, permissions: PermissionService): void {
  route(app, {
    method: 'GET',
    url: '/sys/permission/getUserPermissionByToken',
    access: 'authenticated',
    beforePasswordChange: true,
    handler: ({ req, reply }) => {
      const s = sessionOf(req);
      const language = languageOf(req);
      return permissions.responses.send(req, reply, `${granteeKey(s)}:${language}`, async () =>
        ok(await permissions.userPermissions(s, language), '查询成功'),
      );
    },
  });
}
