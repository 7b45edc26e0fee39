import { entity } from '../define';
import { datetime, dict, image, int, lines, links, ref, text, WEB_IMAGES } from '../fields';
import { publishingActions, publishingFields } from './publishing';

/** 广告管理: banners and slots by position code, with a slide show of images (lines). */
export const cmsAd = entity({
  name: 'cms.ad',
  table: 'cms_ad',
  apiBase: '/cms/ad',
  permPrefix: 'cms:ad',
  title: '广告',
  en: 'Ad',
  page: 'cms/AdList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  sort: { sortNo: 'asc' },
  public: {
    fields: [
      'title',
      'position',
      'categoryId',
      'image',
      'mobileImage',
      'link',
      'startTime',
      'endTime',
      'publishTime',
      'sortNo',
    ],
    filters: ['position', 'categoryId'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
    window: ['startTime', 'endTime'],
    lines: { slides: ['image', 'caption', 'link', 'sortNo'] },
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 100, search: 'like' }),
    position: dict('ad_position', { label: '广告位', en: 'Ad slot', required: true, search: 'eq', width: 110 }),
    categoryId: ref('cms.siteCategory', { label: '栏目', en: 'Section', search: 'eq' }),
    showIn: links('cms.siteCategory', { label: '投放栏目', en: 'Shown in sections', list: false, maxLinks: 50 }),
    image: image({ label: '图片', en: 'Image', accept: WEB_IMAGES, width: 90 }),
    mobileImage: image({ label: '移动端图片', en: 'Mobile image', accept: WEB_IMAGES, list: false }),
    link: text({ label: '链接', en: 'Link', max: 500, pattern: 'url', list: false }),
    startTime: datetime({ label: '开始时间', en: 'Start time', list: false }),
    endTime: datetime({ label: '结束时间', en: 'End time', list: false }),
    clicks: int({ label: '点击数', en: 'Clicks', default: 0, form: false, readonly: true, width: 80 }),
    ...publishingFields(),
    slides: lines('cms.adImage', { label: '轮播图片', en: 'Slides', foreignKey: 'adId', maxRows: 20 }),
  },
});

/** The slides of an ad (its sub-table). */
export const cmsAdImage = entity({
  name: 'cms.adImage',
  table: 'cms_ad_image',
  apiBase: '/cms/adImage',
  permPrefix: 'cms:ad',
  title: '广告图片',
  en: 'Ad image',
  scope: 'site',
  embedded: true,
  sort: { sortNo: 'asc' },
  fields: {
    adId: ref('cms.ad', { label: '广告', en: 'Ad', required: true, list: false, form: false }),
    image: image({ label: '图片', en: 'Image', required: true, accept: WEB_IMAGES }),
    caption: text({ label: '说明', en: 'Caption', max: 100 }),
    link: text({ label: '链接', en: 'Link', max: 500, pattern: 'url' }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 9999 }),
  },
});
