import { entity } from '../define';
import { dict, int, ref, text, textarea } from '../fields';

export const sysDict = entity({
  name: 'sys.dict',
  table: 'sys_dict',
  apiBase: '/sys/dict',
  permPrefix: 'system:dict',
  title: '字典',
  en: 'Dictionary',
  softDelete: true,
  fields: {
    dictName: text({ label: '字典名称', en: 'Dictionary name', required: true, max: 100, search: 'like' }),
    dictCode: text({
      label: '字典编码',
      en: 'Dictionary code',
      required: true,
      max: 100,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      search: 'like',
    }),
    description: textarea({ label: '描述', en: 'Description', max: 255 }),
    type: dict('dict_type', { label: '字典类型', en: 'Dictionary type', numeric: true, default: 0, list: false }),
  },
});

export const sysDictItem = entity({
  name: 'sys.dictItem',
  table: 'sys_dict_item',
  apiBase: '/sys/dictItem',
  permPrefix: 'system:dict',
  title: '字典项',
  en: 'Dictionary item',
  sort: { sortOrder: 'asc' },
  fields: {
    dictId: ref('sys.dict', { label: '字典', en: 'Dictionary', required: true, list: false, search: 'eq' }),
    itemText: text({ label: '名称', en: 'Name', required: true, max: 100, search: 'like' }),
    itemValue: text({ label: '数据值', en: 'Data value', required: true, max: 100 }),
    description: textarea({ label: '描述', en: 'Description', max: 255 }),
    sortOrder: int({ label: '排序值', en: 'Order', default: 1, min: 0, max: 99999 }),
    status: dict('dict_item_status', { label: '是否启用', en: 'Enabled', numeric: true, default: 1, search: 'eq' }),
  },
});
