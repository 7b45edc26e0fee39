/** Menus and data rules: their schemas are shared with the web app (not registered: this module serves them). */
export {
  sysPermission as sysPermissionEntity,
  sysPermissionDataRule,
} from '@yunzhan/common/entities/system/permission';
