import { ENTITY_PAGES } from '@yunzhan/common/entities/registry';
import { GENERIC_PAGES } from '@yunzhan/common/menu/pages';
import { type ComponentType, createElement, lazy } from 'react';

/** The generic list page of a registered entity, as its own lazy chunk. */
const genericPage = (component: string): ComponentType =>
  lazy(async () => {
    const { default: EntityListPage } = await import('../components/entity/EntityListPage');
    const entity = ENTITY_PAGES.get(component);
    if (!entity) throw new Error(`no entity renders ${component}`);
    return { default: () => createElement(EntityListPage, { entity }) };
  });

/**
 * Component string of the server menu → page: the hand-written pages, then every entity's generic list page.
 * Its keys are exactly `IMPLEMENTED_PAGES` of
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
  'system/UserList': lazy(() => import('../pages/system/user/UserList')),
  'system/RoleList': lazy(() => import('../pages/system/role/RoleList')),
  'system/DictList': lazy(() => import('../pages/system/dict/DictList')),
  'demo/CronDemo': lazy(() => import('../pages/demo/CronDemo')),
  'demo/MarkdownDemo': lazy(() => import('../pages/demo/MarkdownDemo')),
  'demo/RichTextDemo': lazy(() => import('../pages/demo/RichTextDemo')),
  'demo/CodeEditorDemo': lazy(() => import('../pages/demo/CodeEditorDemo')),
  'demo/DictSelectDemo': lazy(() => import('../pages/demo/DictSelectDemo')),
  'demo/SelectDepartDemo': lazy(() => import('../pages/demo/SelectDepartDemo')),
  'demo/SelectUserDemo': lazy(() => import('../pages/demo/SelectUserDemo')),
  'demo/PopupDemo': lazy(() => import('../pages/demo/PopupDemo')),
  'demo/AreaDemo': lazy(() => import('../pages/demo/AreaDemo')),
  'demo/PromptDemo': lazy(() => import('../pages/demo/PromptDemo')),
  'demo/OtherWidgetsDemo': lazy(() => import('../pages/demo/OtherWidgetsDemo')),
  'demo/EditableTableDemo': lazy(() => import('../pages/demo/EditableTableDemo')),
  ...Object.fromEntries(GENERIC_PAGES.map((p) => [p, genericPage(p)])),
};
