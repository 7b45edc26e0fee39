import { entity } from '../define';
import { dict, text } from '../fields';

export const sysPosition = entity({
  name: 'sys.position',
  table: 'sys_position',
  apiBase: '/sys/position',
  permPrefix: 'system:position',
  page: 'system/PositionList',
  title: '职务',
  fields: {
    code: text({ label: '职务编码', required: true, max: 100, unique: true, search: 'like' }),
    name: text({ label: '职务名称', required: true, max: 100, search: 'like' }),
    postRank: dict('position_rank', { label: '职级', required: true, search: 'eq' }),
    companyId: text({ label: '公司', max: 255, list: false, form: false }),
    sysOrgCode: text({ label: '所属部门', max: 50, list: false, form: false }),
  },
});
