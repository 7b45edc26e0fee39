import { getAction } from './http';

/** The data-rule endpoints of the permission module (contract §4.4, §7.3) and the 数据规则 screen's own. */
export const DATA_RULE_URLS = {
  list: '/sys/permission/queryPermissionRule',
  add: '/sys/permission/addPermissionRule',
  edit: '/sys/permission/editPermissionRule',
  delete: '/sys/permission/deletePermissionRule',
};

/** Every menu's rules, a page with the menu's title path in `permissionId_dictText`. */
export const ALL_DATA_RULES_URL = '/sys/permission/dataRule/list';

export interface MenuOption {
  value: string;
  title: string;
  children?: MenuOption[];
}

/** The menus (no buttons) a rule may belong to. */
export const dataRuleMenus = () => getAction<MenuOption[]>('/sys/permission/dataRule/menus');
