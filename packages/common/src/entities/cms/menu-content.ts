import { entity } from '../define';
import { file, image, ref, richText, text, WEB_IMAGES } from '../fields';
import { publishingActions, publishingFields, seoFields } from './publishing';

/** 菜单内容: the single pages bound to menu items (关于我们, 联系我们 …). */
export const cmsMenuContent = entity({
  name: 'cms.menuContent',
  table: 'cms_menu_content',
  apiBase: '/cms/menuContent',
  permPrefix: 'cms:menuContent',
  title: '菜单内容',
  en: 'Menu page',
  page: 'cms/MenuContentList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  versioned: true,
  sort: { sortNo: 'asc' },
  public: {
    path: 'page',
    fields: [
      'menuId',
      'title',
      'cover',
      'body',
      'attachments',
      'seoTitle',
      'seoKeywords',
      'seoDescription',
      'slug',
      'publishTime',
      'sortNo',
    ],
    filters: ['menuId'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
    slug: 'slug',
  },
  fields: {
    menuId: ref('cms.siteMenu', { label: '所属菜单', en: 'Menu', required: true, search: 'eq', width: 120 }),
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    cover: image({ label: '封面', en: 'Cover', accept: WEB_IMAGES, width: 80 }),
    body: richText({ label: '正文', en: 'Body', list: false }),
    attachments: file({ label: '附件', en: 'Attachments', multiple: true, list: false }),
    ...seoFields(),
    ...publishingFields(),
  },
});
