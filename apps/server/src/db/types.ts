import type { Generated } from 'kysely';
import type { SysQuartzJob, SysQuartzJobLog, SysQuartzTrigger } from './job-types.js';
import type { WorkflowTables } from './workflow-types.js';

/** Audit columns carried by most tables. */
export interface Audit {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUser extends Audit {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  salt: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  status: number;
  delFlag: number;
  thirdId: string | null;
  thirdType: string | null;
  activitiSync: number | null;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
  /** Site last chosen by the user; restored at the next login when still allowed. */
  siteId: string | null;
  /** 1 = the password must be changed before anything else (generated initial passwords). */
  passwordChangeRequired: number;
}

export interface SysRole extends Audit {
  /** The owning tenant (set by the engine from the request). */
  tenantId: number;
  id: string;
  roleName: string | null;
  roleCode: string;
  description: string | null;
}

export interface SysUserRole {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermission extends Audit {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  status: string | null;
  internalOrExternal: number;
}

export interface SysRolePermission {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

export interface SysPermissionDataRule {
  id: string;
  permissionId: string;
  ruleName: string | null;
  ruleColumn: string | null;
  ruleConditions: string | null;
  ruleValue: string | null;
  status: string | null;
  createTime: string | null;
  createBy: string | null;
  updateTime: string | null;
  updateBy: string | null;
}

export interface SysDepart extends Audit {
  /** The owning tenant (set by the engine from the request). */
  tenantId: number;
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  delFlag: string | null;
}

export interface SysUserDepart {
  id: string;
  userId: string;
  depId: string;
}

export interface SysDepartPermission {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRole extends Audit {
  id: string;
  departId: string;
  roleName: string | null;
  roleCode: string | null;
  description: string | null;
}

export interface SysDepartRolePermission {
  id: string;
  departId: string | null;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

export interface SysDepartRoleUser {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDict extends Audit {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
  type: number;
}

export interface SysDictItem extends Audit {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export interface SysTenant {
  updateBy: string | null;
  updateTime: string | null;
  id: number;
  name: string;
  createTime: string | null;
  createBy: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

export interface SysLog extends Audit {
  /** The tenant the log row belongs to. */
  tenantId: number;
  id: string;
  logType: number;
  logContent: string | null;
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
}

export interface SysSite extends Audit {
  /** The owning tenant (set by the engine from the request). */
  tenantId: number;
  id: string;
  name: string;
  code: string;
  domain: string | null;
  /** Site language, one of the page-translation language codes (e.g. zh-CN, en). */
  language: string | null;
  logo: string | null;
  status: number;
  sortNo: number;
  description: string | null;
  delFlag: number;
  // Profile columns generated from the 站点信息 schema (migration 0012), read by the public side.
  favicon: string | null;
  seoTitle: string | null;
  seoKeywords: string | null;
  seoDescription: string | null;
  hotline: string | null;
  email: string | null;
  address: string | null;
  copyright: string | null;
  icpNo: string | null;
  policeNo: string | null;
  weibo: string | null;
}

export interface SysRoleSite {
  id: string;
  roleId: string;
  siteId: string;
}

/** A version of a row of a versioned entity (core/crud/versions.ts). */
export interface SysRowVersion {
  id: string;
  tableName: string;
  rowId: string;
  siteId: string | null;
  version: number;
  /** What made it: 添加, 编辑, 发布, 下线, 恢复版本 … */
  action: string;
  /** The row's fields after the change (JSON). */
  snapshot: string;
  /** The fields that changed, `{ field: [before, after] }` (JSON). */
  changes: string | null;
  createBy: string | null;
  createName: string | null;
  createTime: string;
}

export interface SysSession {
  id: string;
  userId: string;
  username: string;
  siteId: string | null;
  orgCode: string | null;
  tenantId: number | null;
  ip: string | null;
  userAgent: string | null;
  loginTime: string;
  /** Epoch milliseconds. */
  lastSeenAt: number;
  /** Epoch milliseconds: absolute end of the session. */
  expireAt: number;
}

/** Short-lived shared values (captcha answers, SMS codes, failure counters) so several processes agree. */
export interface SysEphemeral {
  key: string;
  value: string;
  /** Epoch milliseconds. */
  expireAt: number;
}

/** Keys of seed rows ever inserted (so deleted seed rows stay deleted). */
export interface SysSeedKey {
  key: string;
  createTime: string | null;
}

export interface SysPosition extends Audit {
  /** The owning tenant (set by the engine from the request). */
  tenantId: number;
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  companyId: string | null;
  sysOrgCode: string | null;
}

export interface SysCheckRule extends Audit {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
}

export interface SysCategory extends Audit {
  id: string;
  pid: string | null;
  name: string;
  code: string | null;
  hasChild: string | null;
  sysOrgCode: string | null;
}

export interface SysAnnouncement extends Audit {
  /** The owning tenant (set by the engine from the request). */
  tenantId: number;
  id: string;
  titile: string | null;
  msgCategory: string | null;
  priority: string | null;
  msgType: string | null;
  userIds: string | null;
  startTime: string | null;
  endTime: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
  msgContent: string | null;
  sender: string | null;
  sendStatus: string | null;
  sendTime: string | null;
  cancelTime: string | null;
  busType: string | null;
  busId: string | null;
  sendMail: string | null;
  pushTime: string | null;
  delFlag: number;
}

export interface SysAnnouncementSend extends Audit {
  id: string;
  anntId: string | null;
  userId: string | null;
  readFlag: string | null;
  readTime: string | null;
}

export interface DB extends WorkflowTables {
  sysUser: SysUser;
  sysRole: SysRole;
  sysUserRole: SysUserRole;
  sysPermission: SysPermission;
  sysRolePermission: SysRolePermission;
  sysPermissionDataRule: SysPermissionDataRule;
  sysDepart: SysDepart;
  sysUserDepart: SysUserDepart;
  sysDepartPermission: SysDepartPermission;
  sysDepartRole: SysDepartRole;
  sysDepartRolePermission: SysDepartRolePermission;
  sysDepartRoleUser: SysDepartRoleUser;
  sysDict: SysDict;
  sysDictItem: SysDictItem;
  sysTenant: SysTenant;
  sysLog: SysLog;
  sysSite: SysSite;
  sysRoleSite: SysRoleSite;
  sysRowVersion: SysRowVersion;
  sysSession: SysSession;
  sysEphemeral: SysEphemeral;
  sysSeedKey: SysSeedKey;
  sysPosition: SysPosition;
  sysCheckRule: SysCheckRule;
  sysCategory: SysCategory;
  sysAnnouncement: SysAnnouncement;
  sysAnnouncementSend: SysAnnouncementSend;
  sysQuartzJob: SysQuartzJob;
  sysQuartzTrigger: SysQuartzTrigger;
  sysQuartzJobLog: SysQuartzJobLog;
}

export type { Generated, SysQuartzJob, SysQuartzJobLog, SysQuartzTrigger };
