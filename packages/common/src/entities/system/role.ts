import { entity } from '../define';
import { text, textarea } from '../fields';

export const sysRole = entity({
  name: 'sys.role',
  scope: 'tenant',
  table: 'sys_role',
  apiBase: '/sys/role',
  permPrefix: 'system:role',
  title: '角色',
  en: 'Role',
  fields: {
    roleName: text({ label: '角色名称', en: 'Role name', required: true, max: 200, search: 'like' }),
    roleCode: text({
      label: '角色编码',
      en: 'Role code',
      required: true,
      max: 100,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    description: textarea({ label: '描述', en: 'Description', max: 255 }),
  },
});
