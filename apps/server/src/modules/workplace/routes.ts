import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import { Workplace } from './service.js';

/** 工作台's own lists; its inbox and announcements come from `/intake/unread` and `listByUser`. */
export function workplaceRoutes(app: FastifyInstance, crud: CrudDeps, permissions: PermissionService): void {
  const workplace = new Workplace(crud);
  route(app, {
    method: 'GET',
    url: '/sys/workplace/drafts',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      return ok(await workplace.drafts(s, await permissions.grantedCodes(s)));
    },
  });
  route(app, {
    method: 'GET',
    url: '/sys/workplace/edits',
    access: 'authenticated',
    handler: async ({ req }) => {
      const s = sessionOf(req);
      return ok(await workplace.edits(s, await permissions.grantedCodes(s)));
    },
  });
}
