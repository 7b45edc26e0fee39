import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { date, links, text, textarea } from '../fields';
import { downloadFileFields, PACKAGES, PUBLIC_FILE_FIELDS } from './file-fields';

/** 驱动下载: a driver package for products (many) on OS versions (many), newest release first. */
export const cmsDriver = entity({
  name: 'cms.driver',
  table: 'cms_driver',
  apiBase: '/cms/driver',
  permPrefix: 'cms:driver',
  title: '驱动',
  en: 'Driver',
  page: 'cms/DriverList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['name'],
  actions: publishingActions,
  sort: { releaseDate: 'desc', createTime: 'desc' },
  public: {
    fields: [
      'name',
      'version',
      'releaseDate',
      'products',
      'osVersions',
      'changelog',
      ...PUBLIC_FILE_FIELDS,
      'publishTime',
      'sortNo',
    ],
    filters: ['products', 'osVersions'],
    sort: ['releaseDate', 'publishTime', 'sortNo', 'downloadCount'],
    search: ['name'],
  },
  fields: {
    name: text({ label: '驱动名称', en: 'Driver name', required: true, max: 200, search: 'like' }),
    version: text({ label: '版本', en: 'Version', required: true, max: 50, width: 100 }),
    releaseDate: date({ label: '发布日期', en: 'Release date', search: 'range', width: 110 }),
    products: links('cms.product', { label: '适用产品', en: 'Products', maxLinks: 200, width: 160 }),
    osVersions: links('cms.osVersion', { label: '适用系统', en: 'Operating systems', maxLinks: 50, width: 220 }),
    ...downloadFileFields('驱动文件', 'Driver file', PACKAGES),
    changelog: textarea({ label: '更新日志', en: 'Changelog', max: 5000, list: false }),
    ...publishingFields(),
  },
});
