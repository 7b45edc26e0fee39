import { entity } from '../define';
import { dict, int, text } from '../fields';

/** 系统版本: the operating systems drivers are made for (Windows 11 64 位, macOS 15 …), per site. */
export const cmsOsVersion = entity({
  name: 'cms.osVersion',
  table: 'cms_os_version',
  apiBase: '/cms/osVersion',
  permPrefix: 'cms:osVersion',
  title: '系统版本',
  en: 'OS version',
  page: 'cms/OsVersionList',
  scope: 'site',
  sort: { sortNo: 'asc' },
  public: {
    fields: ['name', 'family', 'architecture', 'sortNo'],
    filters: ['family', 'architecture'],
    sort: ['sortNo'],
    search: ['name'],
  },
  fields: {
    name: text({ label: '系统名称', en: 'System name', required: true, max: 100, unique: true, search: 'like' }),
    family: dict('os_family', { label: '系统类型', en: 'OS', required: true, search: 'eq', width: 110 }),
    architecture: dict('os_arch', { label: '架构', en: 'Architecture', search: 'eq', width: 100 }),
    sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 80 }),
  },
});
