import { useQuery } from '@tanstack/react-query';
import { readStored } from '../stores/expiring-storage';
import { UI_CACHE_DB_DICT_DATA } from '../stores/storage-keys';
import { deleteAction, getAction, postAction, putAction } from './http';
import type { DictItem, DictMap, Envelope } from './types';

/** Departments, menus and their grants (contract §7.3, §7.4): the tree-shaped system screens. */

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  [field: string]: unknown;
}

/** A call the server answered with `success: false`; its message is for the user. */
export class RefusedError extends Error {}

/** The result of a successful envelope; throws `RefusedError` with the server's message otherwise. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (!envelope.success) throw new RefusedError(envelope.message);
  return envelope.result;
}

// ---- Dictionaries ----

/** Dictionary items from the login's cache, else from the server (spec §7). */
export async function dictItems(code: string): Promise<DictItem[]> {
  const cached = readStored<DictMap>(UI_CACHE_DB_DICT_DATA)?.[code];
  if (cached?.length) return cached;
  const response = await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
  return response.success ? response.result : [];
}

export function useDictItems(code: string): DictItem[] {
  return useQuery({ queryKey: ['dictItems', code], queryFn: () => dictItems(code), staleTime: 60_000 }).data ?? [];
}

export const dictText = (items: readonly DictItem[], value: unknown) =>
  items.find((item) => item.value === String(value ?? ''))?.text ?? '';

// ---- Departments ----

export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number | null;
  description: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  updateTime: string | null;
}

export interface DepartNode extends Depart {
  key: string;
  title: string;
  isLeaf: boolean;
  children: DepartNode[] | null;
}

export type DepartInput = Partial<Omit<Depart, 'id' | 'orgCode' | 'orgType'>>;

export const departTree = () => getAction<DepartNode[]>('/sys/sysDepart/queryTreeList');

export const searchDeparts = (keyWord: string) => getAction<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord });

/** The server generates the org code: the answer is the stored row. */
export const addDepart = (depart: DepartInput) => postAction<Depart>('/sys/sysDepart/add', depart);

export const editDepart = (depart: DepartInput & { id: string; updateTime: string | null }) =>
  putAction<unknown>('/sys/sysDepart/edit', depart);

/** Deletes the departments with all their sub-departments. */
export const deleteDeparts = (ids: readonly string[]) =>
  ids.length === 1
    ? deleteAction<unknown>('/sys/sysDepart/delete', { id: ids[0] })
    : deleteAction<unknown>('/sys/sysDepart/deleteBatch', { ids: ids.join(',') });

// ---- Permission trees and grants ----

export interface PermissionTreeNode {
  key: string;
  title: string;
  icon?: string | null;
  parentId: string | null;
  isLeaf: boolean;
  menuType?: number;
  /** 1: the menu has data rules (contract §4.4 item 7). */
  ruleFlag?: number;
  children?: PermissionTreeNode[];
}

export interface PermissionTree {
  treeList: PermissionTreeNode[];
  ids: string[];
}

export interface GrantChange {
  permissionIds: string;
  lastpermissionIds: string;
}

export const permissionTree = () => getAction<PermissionTree>('/sys/permission/queryTreeList');

export const departPermissionIds = (departId: string) =>
  getAction<string[]>('/sys/permission/queryDepartPermission', { departId });

export const saveDepartPermission = (departId: string, change: GrantChange) =>
  postAction<unknown>('/sys/permission/saveDepartPermission', { departId, ...change });

/** The menus a department role may get: only those its department holds. */
export const departRolePermissionTree = (departId: string) =>
  getAction<PermissionTree>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId });

export const departRolePermissionIds = (roleId: string) =>
  getAction<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId });

export const saveDepartRolePermission = (roleId: string, change: GrantChange) =>
  postAction<unknown>('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, ...change });

// ---- Department users ----

export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  orgCodeTxt?: string | null;
  sex_dictText?: string;
  status_dictText?: string;
}

export const departUsers = (depId: string, query: PageQuery) =>
  getAction<Page<PickerUser>>('/sys/user/departUserList', { depId, ...query });

export const pickerUsers = (query: PageQuery) => getAction<Page<PickerUser>>('/sys/user/queryUserComponentData', query);

export const addDepartUsers = (depId: string, userIdList: readonly string[]) =>
  postAction<unknown>('/sys/user/editSysDepartWithUser', { depId, userIdList });

export const removeDepartUsers = (depId: string, userIds: readonly string[]) =>
  deleteAction<unknown>('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') });

// ---- Menus ----

export interface Menu {
  id: string;
  /** Same as id (tree key). */
  key: string;
  parentId: string | null;
  name: string;
  menuType: number;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  perms: string | null;
  permsType: string | null;
  status: string | null;
  sortNo: number | null;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  description: string | null;
  ruleFlag: number;
  updateTime: string | null;
  children?: Menu[];
}

/** What the menu form sends; the switches as booleans, which the server reads as 0/1. */
export type MenuInput = Partial<Omit<Menu, 'key' | 'children' | 'ruleFlag'>>;

export const menuTree = () => getAction<Menu[]>('/sys/permission/list');

export const saveMenu = (menu: MenuInput) =>
  menu.id ? putAction<unknown>('/sys/permission/edit', menu) : postAction<string>('/sys/permission/add', menu);

/** Deletes the menus with their sub-menus, buttons, data rules and grants. */
export const deleteMenus = (ids: readonly string[]) =>
  ids.length === 1
    ? deleteAction<unknown>('/sys/permission/delete', { id: ids[0] })
    : deleteAction<unknown>('/sys/permission/deleteBatch', { ids: ids.join(',') });

// ---- Data rules (their list and form run on the entity parts; roles grant them) ----

export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
  status: string | null;
  updateTime: string | null;
}
