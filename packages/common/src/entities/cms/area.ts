import { entity } from '../define';
import { dict, ref, text } from '../fields';

/**
 * 区域管理: country → province → city → district, shared by every site (service network, dealers). Siblings
 * follow their administrative codes, so a move changes the parent only.
 */
export const cmsArea = entity({
  name: 'cms.area',
  table: 'cms_area',
  apiBase: '/cms/area',
  permPrefix: 'cms:area',
  title: '区域',
  en: 'Area',
  page: 'cms/AreaList',
  tree: { parent: 'parentId' },
  sort: { code: 'asc' },
  fields: {
    parentId: ref('cms.area', { label: '上级区域', en: 'Parent area', list: false }),
    name: text({ label: '名称', en: 'Name', required: true, max: 100, search: 'like' }),
    code: text({
      label: '区划代码',
      en: 'Division code',
      required: true,
      max: 16,
      unique: true,
      pattern: /^\d{2,12}$/,
      search: 'eq',
    }),
    level: dict('area_level', { label: '级别', en: 'Level', numeric: true, required: true, search: 'eq', width: 80 }),
  },
});
