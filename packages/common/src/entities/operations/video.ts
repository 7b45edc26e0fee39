import { publishingActions, publishingFields, seoFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, image, int, links, text, textarea, video } from '../fields';

/** 视频管理: mp4 videos with a cover; the duration is read from the file by the server, never typed in. */
export const cmsVideo = entity({
  name: 'cms.video',
  table: 'cms_video',
  apiBase: '/cms/video',
  permPrefix: 'cms:video',
  title: '视频',
  en: 'Video',
  page: 'cms/VideoList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['title'],
  actions: publishingActions,
  sort: { sortNo: 'asc' },
  public: {
    fields: [
      'title',
      'category',
      'cover',
      'duration',
      'description',
      'seoTitle',
      'seoKeywords',
      'seoDescription',
      'slug',
      'publishTime',
      'sortNo',
    ],
    filters: ['category'],
    sort: ['sortNo', 'publishTime'],
    search: ['title'],
    slug: 'slug',
  },
  fields: {
    title: text({ label: '标题', en: 'Title', required: true, max: 200, search: 'like' }),
    category: dict('video_category', { label: '分类', en: 'Category', required: true, search: 'eq', width: 100 }),
    file: video({ label: '视频文件', en: 'Video file', required: true, list: false }),
    cover: image({ label: '封面', en: 'Cover', accept: ['.png', '.jpg', '.jpeg', '.webp'], width: 80 }),
    duration: int({ label: '时长（秒）', en: 'Duration (s)', readonly: true, form: false, width: 100 }),
    products: links('cms.product', { label: '关联产品', en: 'Related products', list: false }),
    description: textarea({ label: '简介', en: 'Summary', max: 2000, list: false }),
    ...seoFields(),
    ...publishingFields(),
  },
});
