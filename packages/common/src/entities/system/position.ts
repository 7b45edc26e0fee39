import { entity } from '../define';
import { dict, text } from '../fields';

export const sysPosition = entity({
  name: 'sys.position',
  scope: 'tenant',
  table: 'sys_position',
  apiBase: '/sys/position',
  permPrefix: 'system:position',
  page: 'system/PositionList',
  title: '职务',
  en: 'Position',
  fields: {
    code: text({ label: '职务编码', en: 'Position code', required: true, max: 100, unique: true, search: 'like' }),
    name: text({ label: '职务名称', en: 'Position name', required: true, max: 100, search: 'like' }),
    postRank: dict('position_rank', { label: '职级', en: 'Rank', required: true, search: 'eq' }),
    companyId: text({ label: '公司', en: 'Company', max: 255, list: false, form: false }),
    sysOrgCode: text({ label: '所属部门', en: 'Department', max: 50, list: false, form: false }),
  },
});
