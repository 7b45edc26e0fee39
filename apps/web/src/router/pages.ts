import { type ComponentType, lazy } from 'react';

/**
 * Component string of the server menu → page. Its keys are exactly `IMPLEMENTED_PAGES` of
 * `@yunzhan/common/menu/pages` (a unit test holds them together); every page is its own lazy chunk.
 */
export const PAGE_REGISTRY: Readonly<Record<string, ComponentType>> = {
  'layouts/RouteView': lazy(() => import('../layouts/RouteView')),
  'layouts/IframePageView': lazy(() => import('../layouts/IframePageView')),
  'dashboard/Analysis': lazy(() => import('../pages/dashboard/Analysis')),
  'exception/403': lazy(() => import('../pages/exception/Exception403')),
  'exception/404': lazy(() => import('../pages/exception/Exception404')),
  'exception/500': lazy(() => import('../pages/exception/Exception500')),
  'system/DepartList': lazy(() => import('../pages/system/depart/DepartList')),
  'system/PermissionList': lazy(() => import('../pages/system/permission/PermissionList')),
  'system/PositionList': lazy(() => import('../pages/system/PositionList')),
  'system/CheckRuleList': lazy(() => import('../pages/system/CheckRuleList')),
  'system/UserList': lazy(() => import('../pages/system/user/UserList')),
  'system/RoleList': lazy(() => import('../pages/system/role/RoleList')),
  'system/DictList': lazy(() => import('../pages/system/dict/DictList')),
};
