import { entity } from '../define';
import { date, dict, image, password, secret, tableDict, text, WEB_IMAGES } from '../fields';

export const sysUser = entity({
  name: 'sys.user',
  table: 'sys_user',
  apiBase: '/sys/user',
  permPrefix: 'system:user',
  title: '用户',
  softDelete: true,
  recycleBin: true,
  textIndex: ['username', 'realname', 'phone', 'email', 'workNo'],
  fields: {
    username: text({
      label: '用户账号',
      required: true,
      max: 100,
      unique: true,
      pattern: /^[A-Za-z0-9_]{4,18}$/,
      search: 'like',
    }),
    realname: text({ label: '用户姓名', required: true, max: 100, search: 'like' }),
    password: password({ label: '登录密码', form: false }),
    salt: secret({ label: '盐' }),
    avatar: image({ label: '头像', accept: WEB_IMAGES, width: 80 }),
    birthday: date({ label: '生日', list: false }),
    sex: dict('sex', { label: '性别', numeric: true, search: 'eq', width: 80 }),
    email: text({ label: '电子邮件', max: 45, unique: true, pattern: 'e', list: false }),
    phone: text({ label: '手机号码', max: 45, unique: true, pattern: 'm', search: 'like' }),
    orgCode: text({ label: '当前部门编码', form: false, list: false }),
    status: dict('user_status', { label: '状态', numeric: true, form: false, search: 'eq', width: 80, pinned: true }),
    workNo: text({ label: '工号', max: 100, unique: true, search: 'like' }),
    post: tableDict({ table: 'sys_position', text: 'name', code: 'code' }, { label: '职务', multi: true, list: false }),
    telephone: text({ label: '座机号', max: 45, pattern: /^\d{3,4}-\d{7,8}$/, list: false }),
    userIdentity: dict('user_identity', { label: '身份', numeric: true, default: 1, list: false }),
    // A 上级 (userIdentity 2) heads these departments (JeecgBoot `SysUser.departIds` → sys_depart,depart_name,id).
    departIds: tableDict(
      { table: 'sys_depart', text: 'depart_name', code: 'id' },
      { label: '负责部门', multi: true, list: false },
    ),
    relTenantIds: text({ label: '租户', list: false, form: false }),
    siteId: text({ label: '最近站点', list: false, form: false, readonly: true }),
  },
});
