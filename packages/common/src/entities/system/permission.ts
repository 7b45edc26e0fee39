import { entity } from '../define';
import { dict, int, text, textarea } from '../fields';

/*
 * Menus and data rules are served by the permission module's own routes (tree, normalisation and cascades of
 * contract §3.4, rules under /sys/permission/*), not by the engine: these schemas are not in the registry. The
 * server validates and logs with them; the web app renders the menu table and the data-rule list and form.
 */

/** Menus and buttons (sys_permission). */
export const sysPermission = entity({
  name: 'sys.permission',
  table: 'sys_permission',
  apiBase: '/sys/permission',
  permPrefix: 'system:permission',
  title: '菜单权限',
  en: 'Menu permission',
  sort: { sortNo: 'asc' },
  fields: {
    name: text({ label: '菜单名称', en: 'Menu name', required: true, max: 100, width: 240 }),
    menuType: dict('menu_type', { label: '菜单类型', en: 'Menu type', numeric: true, default: 0, width: 100 }),
    parentId: text({ label: '上级菜单', en: 'Parent menu', list: false }),
    icon: text({ label: '图标', en: 'Icon', width: 70 }),
    component: text({ label: '前端组件', en: 'Front-end component' }),
    url: text({ label: '菜单路径', en: 'Menu path' }),
    componentName: text({ label: '组件名称', en: 'Component name', list: false }),
    redirect: text({ label: '默认跳转地址', en: 'Default redirect', list: false }),
    perms: text({ label: '授权标识', en: 'Permission code', list: false }),
    permsType: dict('global_perms_type', { label: '授权策略', en: 'Permission policy', default: '1', list: false }),
    status: dict('valid_status', { label: '状态', en: 'Status', default: '1', list: false }),
    sortNo: int({ label: '排序', en: 'Order', default: 1, min: -1_000_000, max: 1_000_000, width: 70 }),
    description: textarea({ label: '描述', en: 'Description', max: 255, list: false }),
  },
});

/** Data-permission rules of a menu (contract §4.4, §6 `sys_permission_data_rule`). */
export const sysPermissionDataRule = entity({
  name: 'sys.permissionDataRule',
  table: 'sys_permission_data_rule',
  apiBase: '/sys/permission',
  permPrefix: 'system:dataRule',
  title: '数据规则',
  en: 'Data rule',
  sort: { createTime: 'asc' },
  fields: {
    // Set once from the request on add; never changed by an edit.
    permissionId: text({ label: '菜单', en: 'Menu', form: false, max: 32 }),
    ruleName: text({ label: '规则名称', en: 'Rule name', required: true, max: 50, search: 'like' }),
    ruleColumn: text({
      label: '规则字段',
      en: 'Rule field',
      required: true,
      max: 50,
      // An entity property name (camelCase); the list query resolves it through the entity's allow-list.
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    ruleConditions: dict('rule_conditions', { label: '条件规则', en: 'Condition', required: true, search: 'eq' }),
    ruleValue: text({ label: '规则值', en: 'Rule value', required: true, max: 300 }),
    status: dict('valid_status', { label: '状态', en: 'Status', default: '1', search: 'eq' }),
  },
});
