import { deleteAction, getAction, postAction } from './http';
import type { DataRule, GrantChange, Page, PageQuery, PermissionTree, PickerUser } from './system-tree';

/** The role screen's calls besides the entity set (contract §7.1, §7.2, §7.3; sites: contract §11). */

export const roleGrantTree = () => getAction<PermissionTree>('/sys/role/queryTreeList');

export const rolePermissionIds = (roleId: string) =>
  getAction<string[]>('/sys/permission/queryRolePermission', { roleId });

export const saveRolePermission = (roleId: string, change: GrantChange) =>
  postAction<unknown>('/sys/permission/saveRolePermission', { roleId, ...change });

export interface RoleDataRules {
  datarule: DataRule[];
  /** Comma list of the rule ids the role has on the menu; absent when none. */
  drChecked?: string;
}

export const roleDataRules = (permissionId: string, roleId: string) =>
  getAction<RoleDataRules>(`/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`);

export const saveRoleDataRules = (permissionId: string, roleId: string, dataRuleIds: readonly string[]) =>
  postAction<unknown>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') });

export interface Site {
  id: string;
  name: string;
  code: string | null;
  language: string | null;
  /** 1 enabled, 0 disabled (a disabled site's grants are kept, its users cannot switch to it). */
  status: number;
}

export const allSites = () => getAction<Site[]>('/sys/site/listAll');

export const roleSiteIds = (roleId: string) => getAction<string[]>('/sys/role/querySites', { roleId });

export const saveRoleSites = (roleId: string, siteIds: readonly string[]) =>
  postAction<unknown>('/sys/role/saveSites', { roleId, siteIds: siteIds.join(',') });

export const roleUsers = (roleId: string, query: PageQuery) =>
  getAction<Page<PickerUser>>('/sys/user/userRoleList', { roleId, ...query });

export const addRoleUsers = (roleId: string, userIdList: readonly string[]) =>
  postAction<unknown>('/sys/user/addSysUserRole', { roleId, userIdList });

export const removeRoleUsers = (roleId: string, userIds: readonly string[]) =>
  deleteAction<unknown>('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') });
