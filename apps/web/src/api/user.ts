import { getAction, putAction } from './http';

/** The user screen's calls beyond the standard entity set (contract §7.1, §7.2). */

/** sys_user.status (dictionary user_status). */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface DepartLink {
  key: string;
  value: string;
  title: string;
}

export const allRoles = () => getAction<RoleOption[]>('/sys/role/queryall');

/** Role ids of a user. */
export const userRoleIds = (userid: string) => getAction<string[]>('/sys/user/queryUserRole', { userid });

/** Departments of a user as tree-select values. */
export const userDeparts = (userId: string) => getAction<DepartLink[]>('/sys/user/userDepartList', { userId });

export const freezeUsers = (ids: readonly string[], status: UserStatus) =>
  putAction<unknown>('/sys/user/frozenBatch', { ids: ids.join(','), status });

/** An administrator sets another user's password (the user must change it at the next login). */
export const resetPassword = (body: { username: string; password: string; confirmpassword: string }) =>
  putAction<unknown>('/sys/user/changePassword', body);
