import { entity } from '../define';
import { datetime, dict, text } from '../fields';

/** 租户: a company the installation serves; its id is the number the client sends as `tenant-id`. */
export const sysTenant = entity({
  name: 'sys.tenant',
  table: 'sys_tenant',
  apiBase: '/sys/tenant',
  permPrefix: 'system:tenant',
  page: 'system/TenantList',
  title: '租户',
  en: 'Tenant',
  numericId: true,
  sort: { id: 'asc' },
  fields: {
    name: text({ label: '租户名称', en: 'Tenant name', required: true, max: 100, search: 'like' }),
    beginDate: datetime({ label: '开始时间', en: 'Begins', width: 170 }),
    endDate: datetime({ label: '结束时间', en: 'Ends', width: 170 }),
    status: dict('tenant_status', {
      label: '状态',
      en: 'Status',
      numeric: true,
      required: true,
      default: 1,
      search: 'eq',
      width: 80,
    }),
  },
});
