import { entity } from '../define';
import { date, dict, image, password, secret, tableDict, text, WEB_IMAGES } from '../fields';

export const sysUser = entity({
  name: 'sys.user',
  table: 'sys_user',
  apiBase: '/sys/user',
  permPrefix: 'system:user',
  title: '用户',
  en: 'User',
  softDelete: true,
  recycleBin: true,
  tenantMembers: 'relTenantIds',
  textIndex: ['username', 'realname', 'phone', 'email', 'workNo'],
  fields: {
    username: text({
      label: '用户账号',
      en: 'Username',
      required: true,
      max: 100,
      unique: true,
      pattern: /^[A-Za-z0-9_]{4,18}$/,
      search: 'like',
    }),
    realname: text({ label: '用户姓名', en: 'Real name', required: true, max: 100, search: 'like' }),
    password: password({ label: '登录密码', en: 'Password', form: false }),
    salt: secret({ label: '盐', en: 'Salt' }),
    avatar: image({ label: '头像', en: 'Avatar', accept: WEB_IMAGES, width: 80 }),
    birthday: date({ label: '生日', en: 'Birthday', list: false }),
    sex: dict('sex', { label: '性别', en: 'Gender', numeric: true, search: 'eq', width: 80 }),
    email: text({ label: '电子邮件', en: 'E-mail', max: 45, unique: true, pattern: 'e', list: false }),
    phone: text({ label: '手机号码', en: 'Mobile', max: 45, unique: true, pattern: 'm', search: 'like' }),
    orgCode: text({ label: '当前部门编码', en: 'Current department code', form: false, list: false }),
    status: dict('user_status', {
      label: '状态',
      en: 'Status',
      numeric: true,
      form: false,
      search: 'eq',
      width: 80,
      pinned: true,
    }),
    workNo: text({ label: '工号', en: 'Employee no.', max: 100, unique: true, search: 'like' }),
    post: tableDict(
      { table: 'sys_position', text: 'name', code: 'code' },
      { label: '职务', en: 'Position', multi: true, list: false },
    ),
    telephone: text({ label: '座机号', en: 'Landline', max: 45, pattern: /^\d{3,4}-\d{7,8}$/, list: false }),
    userIdentity: dict('user_identity', { label: '身份', en: 'Identity', numeric: true, default: 1, list: false }),
    // A 上级 (userIdentity 2) heads these departments (JeecgBoot `SysUser.departIds` → sys_depart,depart_name,id).
    departIds: tableDict(
      { table: 'sys_depart', text: 'depart_name', code: 'id' },
      { label: '负责部门', en: 'Departments in charge', multi: true, list: false },
    ),
    relTenantIds: text({ label: '租户', en: 'Tenant', list: false, form: false }),
    siteId: text({ label: '最近站点', en: 'Last site', list: false, form: false, readonly: true }),
  },
});
