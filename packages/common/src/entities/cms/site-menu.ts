import { entity } from '../define';
import { dict, int, ref, switchField, text } from '../fields';

/**
 * 菜单管理: the site's navigation, a tree per site. A menu item links to a 栏目 (categoryId), to its own single
 * page (菜单内容 bound to it), to a product type (linkValue = the type's code) or to a URL (linkValue).
 */
export const cmsSiteMenu = entity({
  name: 'cms.siteMenu',
  table: 'cms_site_menu',
  apiBase: '/cms/siteMenu',
  permPrefix: 'cms:menu',
  title: '菜单',
  page: 'cms/MenuList',
  scope: 'site',
  tree: { parent: 'parentId', order: 'sortNo' },
  sort: { sortNo: 'asc' },
  public: {
    path: 'menu',
    fields: [
      'parentId',
      'name',
      'position',
      'linkType',
      'categoryId',
      'linkValue',
      'newWindow',
      'icon',
      'visible',
      'sortNo',
    ],
    filters: ['position', 'visible', 'parentId'],
    sort: ['sortNo'],
  },
  fields: {
    parentId: ref('cms.siteMenu', { label: '上级菜单', list: false }),
    name: text({ label: '菜单名称', required: true, max: 100, search: 'like' }),
    position: dict('site_menu_position', { label: '位置', required: true, default: 'header', search: 'eq', width: 80 }),
    linkType: dict('site_menu_link', { label: '链接类型', required: true, default: 'page', search: 'eq', width: 90 }),
    categoryId: ref('cms.siteCategory', { label: '栏目', width: 120 }),
    linkValue: text({ label: '链接目标', max: 500, width: 160 }),
    newWindow: switchField({ label: '新窗口打开', default: 'N', list: false }),
    icon: text({ label: '图标', max: 100, list: false }),
    visible: switchField({ label: '显示', default: 'Y', search: 'eq', width: 70 }),
    sortNo: int({ label: '排序', default: 0, min: 0, max: 999999, width: 70 }),
  },
});
