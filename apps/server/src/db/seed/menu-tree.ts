/**
 * The whole menu tree (sys_permission) as compact declarative data. `menus.ts` flattens it into rows: menus
 * (menu types 0 and 1) and their buttons (menu type 2), whose permission codes are `<area>:<entity>:<action>`.
 *
 * Conventions the web app relies on:
 * - first-level menus: url `/<area>`, component `layouts/RouteView`, redirect to the first child;
 * - sub-menus: component relative to the web app's pages folder (`system/UserList`), componentName = last segment;
 * - a sub-menu with children of its own (a group) also uses `layouts/RouteView`;
 * - child urls start with their parent's url, except the home row and `/isps/userAnnouncement` (spec §2).
 */

export type StandardAction = 'list' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

/** The button set of every list page, in display order, with its Chinese names. */
export const STANDARD_ACTIONS: Readonly<Record<StandardAction, string>> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  export: '导出',
  import: '导入',
};

const READ_ONLY: readonly StandardAction[] = ['list', 'export'];
const LIST_ONLY: readonly StandardAction[] = ['list'];

export interface DataRuleDef {
  slug: string;
  name: string;
  /** Entity property (camelCase), contract §4.4. */
  column: string;
  condition: string;
  value: string;
}

export interface MenuDef {
  name: string;
  url: string;
  /** Page component; defaults to `layouts/RouteView` for nodes with children. */
  component?: string;
  icon?: string;
  /** Permission prefix `<area>:<entity>`; generates the buttons of `actions` (default: the standard set). */
  perm?: string;
  actions?: readonly StandardAction[];
  /** Extra buttons: an action under `perm`, or a full code when the key contains ':', mapped to the button name. */
  extra?: Readonly<Record<string, string>>;
  children?: readonly MenuDef[];
  hidden?: boolean;
  /** Shown as a plain item although it has (hidden) children (spec §2 side menu). */
  alwaysShow?: boolean;
  keepAlive?: boolean;
  redirect?: string;
  rules?: readonly DataRuleDef[];
}

type More = Partial<Omit<MenuDef, 'name' | 'url' | 'component' | 'icon'>>;

/** A list page: keep-alive, with the standard button set of `perm` (or `more.actions`). */
const list = (name: string, url: string, component: string, perm: string, icon?: string, more?: More): MenuDef => ({
  name,
  url,
  component,
  perm,
  icon,
  keepAlive: true,
  ...more,
});

/** A page that is not a list: no buttons unless given. */
const page = (name: string, url: string, component: string, icon?: string, more?: More): MenuDef => ({
  name,
  url,
  component,
  icon,
  ...more,
});

const group = (name: string, url: string, icon: string | undefined, children: MenuDef[]): MenuDef => ({
  name,
  url,
  icon,
  children,
});

/** Site content: `/cms/<group>/<entity>`, component `cms/<Entity>List`, permission `cms:<entity>`. */
const cms = (name: string, url: string, entity: string, component: string, more?: More): MenuDef =>
  list(name, url, `cms/${component}`, `cms:${entity}`, undefined, more);

const sys = (name: string, url: string, entity: string, component: string, icon: string, more?: More): MenuDef =>
  list(name, `/system/${url}`, `system/${component}`, `system:${entity}`, icon, more);

const flow = (name: string, url: string, component: string, icon: string, more?: More): MenuDef =>
  list(name, `/workflow/${url}`, `workflow/${component}`, `workflow:${url}`, icon, more);

const monitor = (name: string, url: string, component: string, icon: string): MenuDef =>
  page(name, `/monitor/${url}`, `monitor/${component}`, icon, { perm: `monitor:${url}`, actions: LIST_ONLY });

const demo = (name: string, url: string, component: string, more?: More): MenuDef =>
  page(name, `/demo/${url}`, `demo/${component}`, undefined, more);

export const MENU_TREE: readonly MenuDef[] = [
  // JeecgBoot's home row: a first-level leaf carrying the analysis page.
  page('首页', '/dashboard/analysis', 'dashboard/Analysis', 'HomeOutlined'),

  group('仪表盘', '/dashboard', 'DashboardOutlined', [
    page('监控页', '/dashboard/monitor', 'dashboard/Monitor', 'FundOutlined', {
      perm: 'dashboard:monitor',
      actions: LIST_ONLY,
    }),
    page('工作台', '/dashboard/workplace', 'dashboard/Workplace', 'DesktopOutlined'),
  ]),

  group('站点内容', '/cms', 'GlobalOutlined', [
    group('网站设置', '/cms/site', 'ControlOutlined', [
      cms('站点信息', '/cms/site/info', 'siteInfo', 'SiteInfoList'),
      cms('菜单管理', '/cms/site/menu', 'menu', 'MenuList'),
      cms('菜单内容', '/cms/site/menuContent', 'menuContent', 'MenuContentList'),
      cms('栏目分类', '/cms/site/category', 'siteCategory', 'SiteCategoryList'),
      cms('模板管理', '/cms/site/template', 'template', 'TemplateList'),
      cms('广告管理', '/cms/site/ad', 'ad', 'AdList'),
      cms('区域管理', '/cms/site/area', 'area', 'AreaList'),
    ]),
    group('产品中心', '/cms/products', 'ShoppingOutlined', [
      cms('产品管理', '/cms/products/product', 'product', 'ProductList', {
        rules: [
          {
            slug: 'published',
            name: '仅看已发布产品',
            column: 'status',
            condition: '=',
            value: 'published',
          },
        ],
      }),
      cms('产品类型', '/cms/products/type', 'productType', 'ProductTypeList'),
      cms('产品属性', '/cms/products/attribute', 'productAttribute', 'ProductAttributeList'),
      cms('产品参数', '/cms/products/parameter', 'productParameter', 'ProductParameterList'),
      cms('配件管理', '/cms/products/fitting', 'fitting', 'FittingList'),
    ]),
    group('下载中心', '/cms/download', 'CloudDownloadOutlined', [
      cms('驱动下载', '/cms/download/driver', 'driver', 'DriverList'),
      cms('APP下载', '/cms/download/app', 'appDownload', 'AppDownloadList'),
      cms('产品手册', '/cms/download/manual', 'manual', 'ManualList'),
      cms('使用指南', '/cms/download/guide', 'guide', 'GuideList'),
      cms('常见问题', '/cms/download/problem', 'problem', 'ProblemList'),
      cms('软件更新', '/cms/download/update', 'update', 'UpdateList'),
      cms('系统版本', '/cms/download/osVersion', 'osVersion', 'OsVersionList'),
    ]),
    group('服务支持', '/cms/service', 'CustomerServiceOutlined', [
      cms('服务网点', '/cms/service/network', 'serviceNetwork', 'ServiceNetworkList'),
      cms('服务政策', '/cms/service/policy', 'servicePolicy', 'ServicePolicyList'),
      cms('保修查询', '/cms/service/guarantee', 'guarantee', 'GuaranteeList'),
      cms('维修申请', '/cms/service/repair', 'repair', 'RepairList', {
        extra: { transition: '流转', unmask: '查看完整手机号' },
      }),
      cms('授权经销商', '/cms/service/dealer', 'dealer', 'DealerList'),
    ]),
    group('互动表单', '/cms/form', 'FormOutlined', [
      cms('注册登记', '/cms/form/registration', 'registration', 'RegistrationList'),
      cms('提案征集', '/cms/form/proposal', 'proposal', 'ProposalList'),
      cms('商务合作', '/cms/form/cooperation', 'cooperation', 'CooperationList'),
      cms('意见反馈', '/cms/form/feedback', 'feedback', 'FeedbackList'),
      cms('投诉建议', '/cms/form/suggestion', 'suggestion', 'SuggestionList'),
      cms('邮件订阅', '/cms/form/subscription', 'subscription', 'SubscriptionList'),
      cms('黑名单', '/cms/form/blacklist', 'blacklist', 'BlacklistList'),
    ]),
    group('内容运营', '/cms/operation', 'RocketOutlined', [
      cms('招聘管理', '/cms/operation/recruitment', 'recruitment', 'RecruitmentList'),
      cms('视频管理', '/cms/operation/video', 'video', 'VideoList'),
      cms('推送记录', '/cms/operation/push', 'pushRecord', 'PushRecordList', {
        actions: ['list', 'add', 'delete', 'deleteBatch', 'export'],
      }),
      cms('报告管理', '/cms/operation/report', 'report', 'ReportList'),
      page('统计分析', '/cms/operation/statistics', 'cms/Statistics', undefined, {
        perm: 'cms:statistics',
        actions: READ_ONLY,
      }),
    ]),
  ]),

  group('审批流程', '/workflow', 'BranchesOutlined', [
    flow('模型管理', 'model', 'ModelList', 'DeploymentUnitOutlined', { extra: { deploy: '部署' } }),
    flow('流程管理', 'process', 'ProcessList', 'PartitionOutlined', {
      actions: ['list', 'edit', 'delete', 'deleteBatch', 'export'],
      extra: { suspend: '挂起', activate: '激活', publishRule: '发布审批设置' },
    }),
    flow('发起申请', 'apply', 'ApplyList', 'PlayCircleOutlined', { actions: ['list', 'add'] }),
    flow('我的待办', 'todo', 'TodoList', 'ScheduleOutlined', { actions: LIST_ONLY, extra: { handle: '办理' } }),
    flow('我的已办', 'done', 'DoneList', 'CarryOutOutlined', { actions: READ_ONLY }),
    flow('已办结', 'finished', 'FinishedList', 'CheckCircleOutlined', { actions: READ_ONLY }),
    flow('流程实例', 'instance', 'InstanceList', 'NodeIndexOutlined', {
      actions: ['list', 'delete', 'deleteBatch', 'export'],
      extra: { suspend: '挂起', activate: '激活' },
    }),
    flow('流程历史', 'history', 'HistoryList', 'HistoryOutlined', { actions: READ_ONLY }),
  ]),

  group('系统管理', '/system', 'SettingOutlined', [
    sys('用户管理', 'user', 'user', 'UserList', 'UserOutlined', {
      extra: { frozen: '冻结/解冻', password: '修改密码', 'sysUser:password': '修改个人密码' },
      rules: [
        {
          slug: 'own-depart',
          name: '本部门及下级部门',
          column: 'orgCode',
          condition: 'RIGHT_LIKE',
          value: '#{sys_org_code}',
        },
      ],
    }),
    sys('角色管理', 'role', 'role', 'RoleList', 'TeamOutlined', { extra: { authorize: '授权' } }),
    // The menu tree has no export or import.
    sys('菜单管理', 'permission', 'permission', 'PermissionList', 'MenuOutlined', {
      actions: ['list', 'add', 'edit', 'delete', 'deleteBatch'],
    }),
    // Rules are added, edited and deleted one at a time; no export or import.
    sys('数据规则', 'dataRule', 'dataRule', 'DataRuleList', 'SafetyOutlined', {
      actions: ['list', 'add', 'edit', 'delete'],
    }),
    sys('部门管理', 'depart', 'depart', 'DepartList', 'ApartmentOutlined'),
    sys('职务管理', 'position', 'position', 'PositionList', 'SolutionOutlined'),
    sys('通讯录', 'addressList', 'addressList', 'AddressList', 'ContactsOutlined', { actions: LIST_ONLY }),
    // Tenants are not imported: a tenant is made by the super user, one at a time.
    sys('租户管理', 'tenant', 'tenant', 'TenantList', 'ClusterOutlined', {
      actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'export'],
    }),
    sys('字典管理', 'dict', 'dict', 'DictList', 'BookOutlined', { extra: { refresh: '刷新缓存' } }),
    sys('分类字典', 'category', 'category', 'CategoryList', 'TagsOutlined'),
    sys('系统通告', 'announcement', 'announcement', 'AnnouncementList', 'NotificationOutlined', {
      extra: { release: '发布', revoke: '撤销' },
    }),
    sys('定时任务', 'quartzJob', 'quartz', 'QuartzJobList', 'ClockCircleOutlined', {
      extra: { pause: '暂停', resume: '恢复', execute: '立即执行' },
    }),
    sys('日志管理', 'log', 'log', 'LogList', 'FileSearchOutlined', {
      actions: ['list', 'delete', 'deleteBatch', 'export'],
    }),
    sys('数据日志', 'dataLog', 'dataLog', 'DataLogList', 'DiffOutlined', { actions: READ_ONLY }),
    sys('在线用户', 'online', 'online', 'OnlineUserList', 'UserSwitchOutlined', {
      actions: LIST_ONLY,
      extra: { forceLogout: '强制退出' },
    }),
    sys('校验规则', 'checkRule', 'checkRule', 'CheckRuleList', 'CheckSquareOutlined'),
    sys('填值规则', 'fillRule', 'fillRule', 'FillRuleList', 'FieldNumberOutlined', {
      extra: { test: '功能测试', execute: '执行规则' },
    }),
    sys('数据源管理', 'dataSource', 'dataSource', 'DataSourceList', 'DatabaseOutlined'),
    sys('网关路由', 'gatewayRoute', 'gatewayRoute', 'GatewayRouteList', 'GatewayOutlined', {
      actions: ['list', 'edit', 'delete'],
    }),
    sys('敏感词管理', 'sensitiveWord', 'sensitiveWord', 'SensitiveWordList', 'WarningOutlined'),
    sys('对象存储', 'ossFile', 'ossFile', 'OssFileList', 'CloudUploadOutlined', {
      actions: ['list', 'delete', 'deleteBatch', 'export'],
    }),
  ]),

  group('系统监控', '/monitor', 'MonitorOutlined', [
    monitor('系统信息', 'system', 'SystemInfo', 'LaptopOutlined'),
    monitor('JVM信息', 'jvm', 'JvmInfo', 'CoffeeOutlined'),
    monitor('Tomcat信息', 'tomcat', 'TomcatInfo', 'CloudServerOutlined'),
    monitor('Redis监控', 'redis', 'RedisInfo', 'DatabaseOutlined'),
    monitor('磁盘监控', 'disk', 'DiskInfo', 'HddOutlined'),
    monitor('请求追踪', 'httpTrace', 'HttpTrace', 'ApiOutlined'),
  ]),

  group('消息中心', '/message', 'MessageOutlined', [
    list('消息管理', '/message/list', 'message/MessageList', 'message:message', 'MailOutlined', {
      extra: { resend: '重发' },
    }),
    list('消息模板', '/message/template', 'message/MessageTemplateList', 'message:template', 'FileTextOutlined', {
      extra: { send: '发送测试' },
    }),
  ]),

  group('个人页', '/account', 'IdcardOutlined', [
    page('个人中心', '/account/center', 'account/center/Index', 'ProfileOutlined'),
    {
      name: '个人设置',
      url: '/account/settings',
      component: 'account/settings/Index',
      icon: 'SettingOutlined',
      redirect: '/account/settings/base',
      alwaysShow: true,
      children: [
        page('基本设置', '/account/settings/base', 'account/settings/Base', undefined, { hidden: true }),
        page('头像设置', '/account/settings/avatar', 'account/settings/Avatar', undefined, { hidden: true }),
        page('账号绑定', '/account/settings/binding', 'account/settings/Binding', undefined, { hidden: true }),
        page('安全设置', '/account/settings/security', 'account/settings/Security', undefined, { hidden: true }),
        page('新消息通知', '/account/settings/notification', 'account/settings/Notification', undefined, {
          hidden: true,
        }),
      ],
    },
    // Opened from the notice bell by every user, hence personal (spec §2 gives its url).
    page('我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList', 'BellOutlined', { keepAlive: true }),
  ]),

  // One demo page per reusable widget of spec §1.
  group('异常页', '/exception', 'WarningOutlined', [
    page('403', '/exception/403', 'exception/403'),
    page('404', '/exception/404', 'exception/404'),
    page('500', '/exception/500', 'exception/500'),
  ]),

  group('组件示例', '/demo', 'AppstoreOutlined', [
    // Its real-time tab's table socket page (`demo_editableTable`) is joined with this list permission.
    demo('可编辑表格', 'editableTable', 'EditableTableDemo', { perm: 'demo:editableTable', actions: LIST_ONLY }),
    demo('新增按钮设置', 'addButton', 'AddButtonDemo'),
    demo('电子表格', 'spreadsheet', 'SpreadsheetDemo'),
    demo('树形表格', 'treeTable', 'TreeTableDemo'),
    demo('Markdown编辑器', 'markdown', 'MarkdownDemo'),
    demo('富文本编辑器', 'richText', 'RichTextDemo'),
    demo('字典选择', 'dictSelect', 'DictSelectDemo'),
    demo('Excel导入', 'importExcel', 'ImportExcelDemo'),
    demo('消息铃铛', 'noticeBell', 'NoticeBellDemo'),
    demo('Cron表达式', 'cron', 'CronDemo'),
    demo('高级查询', 'superQuery', 'SuperQueryDemo'),
    demo('部门选择', 'selectDepart', 'SelectDepartDemo'),
    demo('用户选择', 'selectUser', 'SelectUserDemo'),
    demo('弹窗选择', 'popup', 'PopupDemo'),
    demo('树形选择', 'treeSelect', 'TreeSelectDemo'),
    demo('分类字典选择', 'categorySelect', 'CategorySelectDemo'),
    demo('文件上传', 'upload', 'UploadDemo'),
    demo('图片上传', 'imageUpload', 'ImageUploadDemo'),
    demo('省市区选择', 'area', 'AreaDemo'),
    demo('代码编辑器', 'codeEditor', 'CodeEditorDemo'),
    demo('滑块验证', 'sliderVerify', 'SliderVerifyDemo'),
    demo('输入对话框', 'prompt', 'PromptDemo'),
    demo('其他组件', 'others', 'OtherWidgetsDemo'),
    demo('修改密码', 'changePassword', 'ChangePasswordDemo'),
  ]),
];
