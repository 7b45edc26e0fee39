import { entity } from '../define';
import { dict, int, ref, tableDict, text, textarea } from '../fields';

/**
 * Departments (contract §6 sys_depart). The hierarchical org code and the level (`orgType`) are computed by the
 * server on add and never change; the parent is chosen on add only.
 */
export const sysDepart = entity({
  name: 'sys.depart',
  scope: 'tenant',
  table: 'sys_depart',
  apiBase: '/sys/sysDepart',
  permPrefix: 'system:depart',
  title: '部门',
  en: 'Department',
  sort: { departOrder: 'asc' },
  fields: {
    parentId: ref('sys.depart', { label: '上级部门', en: 'Parent department', readonly: true, list: false }),
    departName: text({ label: '机构名称', en: 'Name', required: true, max: 100, search: 'like' }),
    departNameEn: text({ label: '英文名', en: 'English name', max: 500, list: false }),
    departNameAbbr: text({ label: '缩写', en: 'Abbreviation', max: 500, list: false }),
    departOrder: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 99999 }),
    description: textarea({ label: '描述', en: 'Description', max: 500, list: false }),
    orgCategory: dict('org_category', { label: '机构类型', en: 'Type', default: '1', search: 'eq' }),
    orgType: text({ label: '机构层级', en: 'Level', readonly: true, list: false }),
    orgCode: text({ label: '机构编码', en: 'Org code', readonly: true, unique: true, search: 'like' }),
    mobile: text({ label: '手机号', en: 'Mobile', max: 32 }),
    fax: text({ label: '传真', en: 'Fax', max: 32, list: false }),
    address: text({ label: '地址', en: 'Address', max: 100, list: false }),
    memo: textarea({ label: '备注', en: 'Remarks', max: 500, list: false }),
    status: dict('depart_status', { label: '状态', en: 'Status', default: '1', search: 'eq' }),
    delFlag: dict('del_flag', { label: '删除状态', en: 'Deletion state', readonly: true, form: false, list: false }),
  },
});

/** Roles defined inside a department (contract §6 sys_depart_role), managed with the department's codes. */
export const sysDepartRole = entity({
  name: 'sys.departRole',
  table: 'sys_depart_role',
  apiBase: '/sys/sysDepartRole',
  permPrefix: 'system:depart',
  title: '部门角色',
  en: 'Department role',
  fields: {
    departId: tableDict(
      { table: 'sys_depart', text: 'depart_name', code: 'id' },
      { label: '部门', en: 'Department', required: true, search: 'eq' },
    ),
    roleName: text({ label: '部门角色名称', en: 'Role name', required: true, max: 200, search: 'like' }),
    roleCode: text({
      label: '部门角色编码',
      en: 'Role code',
      required: true,
      max: 100,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    description: textarea({ label: '描述', en: 'Description', max: 255 }),
  },
});
