import { entity } from '../define';
import { dict, int, ref, tableDict, text, textarea } from '../fields';

/**
 * Departments (contract §6 sys_depart). The hierarchical org code and the level (`orgType`) are computed by the
 * server on add and never change; the parent is chosen on add only.
 */
export const sysDepart = entity({
  name: 'sys.depart',
  table: 'sys_depart',
  apiBase: '/sys/sysDepart',
  permPrefix: 'system:depart',
  title: '部门',
  sort: { departOrder: 'asc' },
  fields: {
    parentId: ref('sys.depart', { label: '上级部门', readonly: true, list: false }),
    departName: text({ label: '机构名称', required: true, max: 100, search: 'like' }),
    departNameEn: text({ label: '英文名', max: 500, list: false }),
    departNameAbbr: text({ label: '缩写', max: 500, list: false }),
    departOrder: int({ label: '排序', default: 0, min: 0, max: 99999 }),
    description: textarea({ label: '描述', max: 500, list: false }),
    orgCategory: dict('org_category', { label: '机构类型', default: '1', search: 'eq' }),
    orgType: text({ label: '机构层级', readonly: true, list: false }),
    orgCode: text({ label: '机构编码', readonly: true, unique: true, search: 'like' }),
    mobile: text({ label: '手机号', max: 32 }),
    fax: text({ label: '传真', max: 32, list: false }),
    address: text({ label: '地址', max: 100, list: false }),
    memo: textarea({ label: '备注', max: 500, list: false }),
    status: dict('depart_status', { label: '状态', default: '1', search: 'eq' }),
    delFlag: dict('del_flag', { label: '删除状态', readonly: true, form: false, list: false }),
  },
});

/** Roles defined inside a department (contract §6 sys_depart_role), managed with the department's codes. */
export const sysDepartRole = entity({
  name: 'sys.departRole',
  table: 'sys_depart_role',
  apiBase: '/sys/sysDepartRole',
  permPrefix: 'system:depart',
  title: '部门角色',
  fields: {
    departId: tableDict(
      { table: 'sys_depart', text: 'depart_name', code: 'id' },
      { label: '部门', required: true, search: 'eq' },
    ),
    roleName: text({ label: '部门角色名称', required: true, max: 200, search: 'like' }),
    roleCode: text({
      label: '部门角色编码',
      required: true,
      max: 100,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    description: textarea({ label: '描述', max: 255 }),
  },
});
