import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { cmsRecruitment } from '@yunzhan/common/entities/operations/index';
import { cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { ENTITY_PAGES } from '@yunzhan/common/entities/registry';
import { cmsRepair } from '@yunzhan/common/entities/service/index';
import {
  sysAnnouncement,
  sysDataLog,
  sysFillRule,
  sysMessage,
  sysMessageTemplate,
  sysQuartzJob,
  sysTenant,
  sysUser,
} from '@yunzhan/common/entities/system/index';
import { GENERIC_PAGES } from '@yunzhan/common/menu/pages';
import { createElement } from 'react';
import { type PreloadablePage, preloadable } from './preloadable';

/** The generic list page of a registered entity, as its own lazy chunk. */
function genericPage(component: string): PreloadablePage {
  const entity = ENTITY_PAGES.get(component);
  return preloadable(async () => {
    const { default: EntityListPage } = await import('../components/entity/EntityListPage');
    if (!entity) throw new Error(`no entity renders ${component}`);
    return { default: () => createElement(EntityListPage, { entity }) };
  }, entity);
}

/**
 * Component string of the server menu → page: the hand-written pages, then every entity's generic list page.
 * Its keys are exactly `IMPLEMENTED_PAGES` of
 * `@yunzhan/common/menu/pages` (a unit test holds them together); every page is its own lazy chunk.
 */
export const PAGE_REGISTRY: Readonly<Record<string, PreloadablePage>> = {
  'layouts/RouteView': preloadable(() => import('../layouts/RouteView')),
  'layouts/IframePageView': preloadable(() => import('../layouts/IframePageView')),
  'dashboard/Analysis': preloadable(() => import('../pages/dashboard/Analysis')),
  'dashboard/Monitor': preloadable(() => import('../pages/dashboard/Monitor')),
  'dashboard/Workplace': preloadable(() => import('../pages/dashboard/Workplace')),
  'monitor/SystemInfo': preloadable(() => import('../pages/monitor/SystemInfo')),
  'monitor/JvmInfo': preloadable(() => import('../pages/monitor/JvmInfo')),
  'monitor/TomcatInfo': preloadable(() => import('../pages/monitor/TomcatInfo')),
  'monitor/RedisInfo': preloadable(() => import('../pages/monitor/RedisInfo')),
  'monitor/DiskInfo': preloadable(() => import('../pages/monitor/DiskInfo')),
  'monitor/HttpTrace': preloadable(() => import('../pages/monitor/HttpTrace')),
  'exception/403': preloadable(() => import('../pages/exception/Exception403')),
  'exception/404': preloadable(() => import('../pages/exception/Exception404')),
  'exception/500': preloadable(() => import('../pages/exception/Exception500')),
  'system/DepartList': preloadable(() => import('../pages/system/depart/DepartList')),
  'system/PermissionList': preloadable(() => import('../pages/system/permission/PermissionList')),
  // Opens with the users of every department: the standard first page of the user list.
  'system/UserList': preloadable(() => import('../pages/system/user/UserList'), sysUser),
  'system/RoleList': preloadable(() => import('../pages/system/role/RoleList')),
  'system/DictList': preloadable(() => import('../pages/system/dict/DictList')),
  'system/CategoryList': preloadable(() => import('../pages/system/category/CategoryList')),
  'system/AnnouncementList': preloadable(
    () => import('../pages/system/announcement/AnnouncementList'),
    sysAnnouncement,
  ),
  'message/MessageTemplateList': preloadable(() => import('../pages/message/MessageTemplateList'), sysMessageTemplate),
  'message/MessageList': preloadable(() => import('../pages/message/MessageList'), sysMessage),
  'cms/PushRecordList': preloadable(() => import('../pages/cms/PushRecordList'), cmsPushRecord),
  'cms/ProductList': preloadable(() => import('../pages/cms/products/ProductList'), cmsProduct),
  'cms/RepairList': preloadable(() => import('../pages/cms/RepairList'), cmsRepair),
  'cms/SiteInfoList': preloadable(() => import('../pages/cms/SiteInfoList'), cmsSite),
  'workflow/ModelList': preloadable(() => import('../pages/workflow/model/ModelList')),
  'workflow/ProcessList': preloadable(() => import('../pages/workflow/process/ProcessList')),
  'system/UserAnnouncementList': preloadable(() => import('../pages/system/announcement/UserAnnouncementList')),
  'system/QuartzJobList': preloadable(() => import('../pages/system/quartz/QuartzJobList'), sysQuartzJob),
  'system/FillRuleList': preloadable(() => import('../pages/system/fill-rule/FillRuleList'), sysFillRule),
  // Opens on the login tab (a condition): nothing to fetch beside the chunk.
  'system/LogList': preloadable(() => import('../pages/system/log/LogList')),
  'system/DataLogList': preloadable(() => import('../pages/system/data-log/DataLogList'), sysDataLog),
  'system/OnlineUserList': preloadable(() => import('../pages/system/online/OnlineUserList')),
  'system/TenantList': preloadable(() => import('../pages/system/tenant/TenantList'), sysTenant),
  'system/GatewayRouteList': preloadable(() => import('../pages/system/gateway/GatewayRouteList')),
  'system/AddressList': preloadable(() => import('../pages/system/address-list/AddressList')),
  'system/DataRuleList': preloadable(() => import('../pages/system/permission/DataRuleList')),
  'cms/RecruitmentList': preloadable(() => import('../pages/cms/RecruitmentList'), cmsRecruitment),
  'cms/Statistics': preloadable(() => import('../pages/cms/Statistics')),
  'demo/CronDemo': preloadable(() => import('../pages/demo/CronDemo')),
  'demo/MarkdownDemo': preloadable(() => import('../pages/demo/MarkdownDemo')),
  'demo/RichTextDemo': preloadable(() => import('../pages/demo/RichTextDemo')),
  'demo/CodeEditorDemo': preloadable(() => import('../pages/demo/CodeEditorDemo')),
  'demo/DictSelectDemo': preloadable(() => import('../pages/demo/DictSelectDemo')),
  'demo/SelectDepartDemo': preloadable(() => import('../pages/demo/SelectDepartDemo')),
  'demo/SelectUserDemo': preloadable(() => import('../pages/demo/SelectUserDemo')),
  'demo/PopupDemo': preloadable(() => import('../pages/demo/PopupDemo')),
  'demo/AreaDemo': preloadable(() => import('../pages/demo/AreaDemo')),
  'demo/PromptDemo': preloadable(() => import('../pages/demo/PromptDemo')),
  'demo/OtherWidgetsDemo': preloadable(() => import('../pages/demo/OtherWidgetsDemo')),
  'demo/AddButtonDemo': preloadable(() => import('../pages/demo/AddButtonDemo')),
  'demo/EditableTableDemo': preloadable(() => import('../pages/demo/EditableTableDemo')),
  'demo/TreeSelectDemo': preloadable(() => import('../pages/demo/TreeSelectDemo')),
  'demo/CategorySelectDemo': preloadable(() => import('../pages/demo/CategorySelectDemo')),
  'demo/UploadDemo': preloadable(() => import('../pages/demo/UploadDemo')),
  'demo/ImageUploadDemo': preloadable(() => import('../pages/demo/ImageUploadDemo')),
  'demo/SpreadsheetDemo': preloadable(() => import('../pages/demo/SpreadsheetDemo')),
  'demo/TreeTableDemo': preloadable(() => import('../pages/demo/TreeTableDemo')),
  ...Object.fromEntries(GENERIC_PAGES.map((p) => [p, genericPage(p)])),
};
