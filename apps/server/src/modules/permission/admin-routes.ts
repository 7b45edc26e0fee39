import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { dataRuleRoutes } from './data-rule-routes.js';
import { grantRoutes } from './grant-routes.js';
import { menuRoutes } from './menu-routes.js';
import type { PermissionService } from './service.js';

/**
 * The permission administration of contract §3.4 and §7.3: the menu editor, role and department grants, and
 * the data rules of menus. The grant caches follow the tables through the change feed, so the sidebar and the
 * guard see every change at once.
 */
export function permissionAdminRoutes(app: FastifyInstance, crud: CrudDeps, permissions: PermissionService): void {
  menuRoutes(app, crud);
  grantRoutes(app, crud, permissions);
  dataRuleRoutes(app, crud);
}
