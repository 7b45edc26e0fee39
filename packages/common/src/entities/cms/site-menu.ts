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
  en: 'Menu',
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
    parentId: ref('cms.siteMenu', { label: '上级菜单', en: 'Parent menu', list: false }),
    name: text({ label: '菜单名称', en: 'Menu name', required: true, max: 100, search: 'like' }),
    position: dict('site_menu_position', {
      label: '位置',
      en: 'Position',
      required: true,
      default: 'header',
      search: 'eq',
      width: 80,
    }),
    linkType: dict('site_menu_link', {
      label: '链接类型',
      en: 'Link type',
      required: true,
      default: 'page',
      search: 'eq',
      width: 90,
    }),
    categoryId: ref('cms.siteCategory', { label: '栏目', en: 'Section', width: 120 }),
    linkValue: text({ label: '链接目标', en: 'Link target', max: 500, width: 160 }),
    newWindow: switchField({ label: '新窗口打开', en: 'Open in new window', default: 'N', list: false }),
    icon: text({ label: '图标', en: 'Icon', max: 100, list: false }),
    visible: switchField({ label: '显示', en: 'Shown', default: 'Y', search: 'eq', width: 70 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 70 }),
  },
});
