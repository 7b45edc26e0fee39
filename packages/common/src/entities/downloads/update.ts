import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { ref, richText, switchField, text } from '../fields';
import { downloadFileFields, PACKAGES, PUBLIC_FILE_FIELDS } from './file-fields';

/** 软件更新: a firmware or software release of one product; mandatory updates and the oldest version they apply to. */
export const cmsUpdate = entity({
  name: 'cms.update',
  table: 'cms_update',
  apiBase: '/cms/update',
  permPrefix: 'cms:update',
  title: '软件更新',
  en: 'Software update',
  page: 'cms/UpdateList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  actions: publishingActions,
  sort: { publishTime: 'desc', createTime: 'desc' },
  public: {
    fields: [
      'productId',
      'version',
      'releaseNotes',
      'mandatory',
      'minVersion',
      ...PUBLIC_FILE_FIELDS,
      'publishTime',
      'sortNo',
    ],
    filters: ['productId', 'mandatory'],
    sort: ['publishTime', 'sortNo'],
  },
  fields: {
    productId: ref('cms.product', { label: '产品', en: 'Product', required: true, search: 'eq', width: 160 }),
    version: text({ label: '版本', en: 'Version', required: true, max: 50, search: 'like', width: 100 }),
    releaseNotes: richText({ label: '更新说明', en: 'Release notes', list: false }),
    ...downloadFileFields('更新文件', 'Update file', PACKAGES),
    mandatory: switchField({ label: '强制更新', en: 'Forced update', default: 'N', search: 'eq', width: 90 }),
    minVersion: text({ label: '最低可升级版本', en: 'Minimum upgradable version', max: 50, width: 120 }),
    ...publishingFields(),
  },
});
