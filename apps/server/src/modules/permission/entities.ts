import { dict, entity, text } from '@yunzhan/common/entities/index';

/**
 * Menus and buttons (sys_permission) as the operation log names them. The menu editor does not run on the
 * entity engine (tree, normalisation and cascades of contract §3.4), so only the title and labels are used.
 */
export const sysPermissionEntity = entity({
  name: 'sys.permission',
  table: 'sys_permission',
  apiBase: '/sys/permission',
  permPrefix: 'system:permission',
  title: '菜单权限',
  fields: {
    name: text({ label: '菜单名称' }),
    parentId: text({ label: '上级菜单' }),
    url: text({ label: '菜单路径' }),
    component: text({ label: '前端组件' }),
    perms: text({ label: '授权标识' }),
  },
});

/** Data-permission rules of a menu (contract §4.4, §6 `sys_permission_data_rule`). */
export const sysPermissionDataRule = entity({
  name: 'sys.permissionDataRule',
  table: 'sys_permission_data_rule',
  apiBase: '/sys/permission',
  permPrefix: 'system:dataRule',
  title: '数据规则',
  fields: {
    // Set once from the request on add; never changed by an edit.
    permissionId: text({ label: '菜单', form: false, max: 32 }),
    ruleName: text({ label: '规则名称', required: true, max: 50, search: 'like' }),
    ruleColumn: text({
      label: '规则字段',
      required: true,
      max: 50,
      // An entity property name (camelCase); the list query resolves it through the entity's allow-list.
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    ruleConditions: dict('rule_conditions', { label: '条件规则', required: true, search: 'eq' }),
    ruleValue: text({ label: '规则值', required: true, max: 300 }),
    status: dict('valid_status', { label: '状态', default: '1', search: 'eq' }),
  },
});
