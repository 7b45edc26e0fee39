import { ENTITY_PAGES } from '../entities/registry';

/** Pages written by hand (component strings); an entity's page that is not listed is the generic list page. */
export const HAND_WRITTEN_PAGES: readonly string[] = [
  'layouts/RouteView',
  'layouts/IframePageView',
  'dashboard/Analysis',
  'dashboard/Monitor',
  'dashboard/Workplace',
  'monitor/SystemInfo',
  'monitor/JvmInfo',
  'monitor/TomcatInfo',
  'monitor/RedisInfo',
  'monitor/DiskInfo',
  'monitor/HttpTrace',
  'exception/403',
  'exception/404',
  'exception/500',
  'system/DepartList',
  'system/PermissionList',
  'system/UserList',
  'system/RoleList',
  'system/DictList',
  'system/CategoryList',
  'system/AnnouncementList',
  'system/UserAnnouncementList',
  'system/QuartzJobList',
  'system/FillRuleList',
  'system/LogList',
  'system/DataLogList',
  'system/OnlineUserList',
  'system/TenantList',
  'system/GatewayRouteList',
  'system/AddressList',
  'system/DataRuleList',
  'message/MessageTemplateList',
  'message/MessageList',
  'cms/RecruitmentList',
  'cms/Statistics',
  'cms/PushRecordList',
  'cms/ProductList',
  'cms/RepairList',
  'cms/SiteInfoList',
  'workflow/ModelList',
  'workflow/ProcessList',
  'demo/CronDemo',
  'demo/MarkdownDemo',
  'demo/RichTextDemo',
  'demo/CodeEditorDemo',
  'demo/DictSelectDemo',
  'demo/SelectDepartDemo',
  'demo/SelectUserDemo',
  'demo/PopupDemo',
  'demo/AreaDemo',
  'demo/PromptDemo',
  'demo/OtherWidgetsDemo',
  'demo/AddButtonDemo',
  'demo/EditableTableDemo',
  'demo/TreeSelectDemo',
  'demo/CategorySelectDemo',
  'demo/UploadDemo',
  'demo/ImageUploadDemo',
  'demo/SpreadsheetDemo',
  'demo/TreeTableDemo',
];

/** Entity pages the generic list page renders (component string → entity). */
export const GENERIC_PAGES: readonly string[] = [...ENTITY_PAGES.keys()].filter((p) => !HAND_WRITTEN_PAGES.includes(p));

/**
 * Component strings of the server menu that have a real page in the web app. The server hides menu items whose
 * component is not listed, so no menu entry is a dead link; the web app's page registry has exactly these keys.
 */
export const IMPLEMENTED_PAGES: readonly string[] = [...HAND_WRITTEN_PAGES, ...GENERIC_PAGES];

/** Menu containers: they open their redirect or first child and never show as a page of their own. */
export const CONTAINER_COMPONENT = 'layouts/RouteView';

/** Menus whose internal URL opens inside the app in an iframe. */
export const IFRAME_COMPONENT = 'layouts/IframePageView';
