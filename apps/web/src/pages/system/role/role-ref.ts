/** The role a dialog of the role screen works on. */
export interface RoleRef {
  id: string;
  roleName: string;
}
