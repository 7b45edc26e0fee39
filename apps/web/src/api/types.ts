/** Wire types of the JeecgBoot contract used by the web shell (contract §1–§3). */

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export interface SiteInfo {
  id: string;
  name: string;
  code?: string;
  domain?: string;
  language?: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  status?: number;
  siteId?: string | null;
  siteName?: string | null;
  siteInfo?: SiteInfo | null;
  tenantId?: string | number | null;
  passwordChangeRequired?: boolean;
}

export interface Depart {
  id: string;
  departName: string;
  orgCode: string;
}

export interface Tenant {
  id: string | number;
  name: string;
}

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
}

export type DictMap = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs?: Depart[];
  multi_depart?: 0 | 1 | 2;
  sysAllDictItems?: DictMap;
  tenantList?: Tenant[];
}

export interface MenuMeta {
  title: string;
  icon?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  url?: string;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string;
  route?: '0' | '1';
  hidden?: boolean;
  alwaysShow?: boolean;
  children?: MenuNode[];
  meta: MenuMeta;
}

/** A button permission entry of `auth` / `allAuth` (contract §3.3). */
export type { PermissionItem as AuthEntry } from '@yunzhan/common/permission/index';

import type { PermissionItem } from '@yunzhan/common/permission/index';

export interface PermissionResult {
  menu: MenuNode[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
}

export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

export interface VisitDay {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}
