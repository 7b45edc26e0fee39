import { inSentence } from '@yunzhan/common/validation/index';
import { useMemo } from 'react';
import { type Language, useLanguage } from '../../locales/i18n';

/**
 * Strings of the list/form engine. Chinese is primary and verbatim from the spec; the spec's English-only titles
 * ('import EXCEL', 'detailed information', 'import succeeded, but there are error data!') show in English.
 */
const zhCN = {
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  add: '新增',
  edit: '编辑',
  detail: '详情',
  preview: '预览',
  delete: '删除',
  export: '导出',
  import: '导入',
  batch: '批量操作',
  actions: '操作',
  more: '更多',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  inputPlaceholder: '请输入{label}',
  selectPlaceholder: '请选择{label}',
  rangeStart: '开始',
  rangeEnd: '结束',
  selected: '已选择',
  items: '项',
  clearSelection: '清空',
  totalRange: '{a}-{b} 共{n}条',
  missingListUrl: '请设置url.list属性!',
  selectOne: '请选择一条记录！',
  confirmBatchDelete: '确定要删除这 {n} 项吗?',
  confirmDelete: '确定删除吗?',
  exportDefaultName: '导出文件',
  exporting: '正在导出',
  fileDownloadFailed: '文件下载失败',
  detailTitle: '详细信息',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  importTitle: '导入EXCEL',
  importSelect: '选择导入文件',
  importHint: '仅支持 .xls、.xlsx 文件',
  importNeedFile: '请选择要导入的文件',
  importBadType: '仅支持 .xls、.xlsx 文件',
  importStart: '开始导入',
  importPartial: '导入成功，但存在错误数据！',
  importDone: '导入完成',
  importErrorFile: '下载错误文件',
  importTimeout: '文件上传失败: 请求超时',
  switchOn: '是',
  switchOff: '否',
  recycleBin: '回收站',
  recycleBinTitle: '{title}回收站',
  restore: '还原',
  purge: '彻底删除',
  batchRestore: '批量还原',
  batchPurge: '批量彻底删除',
  deleteTime: '删除时间',
  confirmPurgeTitle: '确认彻底删除',
  confirmPurge: '确定要彻底删除这 {n} 项吗? 删除后无法恢复。',
  confirmPurgeOne: '确定彻底删除吗?',
  versions: '版本',
  versionsTitle: '版本历史',
  versionLine: '版本{n}',
  versionField: '字段',
  versionBefore: '修改前',
  versionAfter: '修改后',
  versionRestore: '恢复此版本',
  versionRestoreConfirm: '确定恢复到版本{n}吗? 发布状态不变。',
  versionsEmpty: '暂无版本',
  confirmAction: '确定{action}选中的 {n} 项吗?',
  treeOrder: '调整顺序',
  treeOrderHint: '拖动节点调整上下级和顺序，放下即保存。',
  treeView: '树形',
  listView: '列表',
  addChild: '添加下级',
  addTitle: '新增{title}',
  editTitle: '编辑{title}',
  bulkEdit: '批量编辑',
} as const;

export type EntityTextKey = keyof typeof zhCN;

const enUS: Record<EntityTextKey, string> = {
  search: 'Search',
  reset: 'Reset',
  expand: 'More',
  collapse: 'Less',
  add: 'Add',
  edit: 'Edit',
  detail: 'Details',
  preview: 'Preview',
  delete: 'Delete',
  export: 'Export',
  import: 'Import',
  batch: 'Batch',
  actions: 'Actions',
  more: 'More',
  confirm: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  inputPlaceholder: 'Enter {label}',
  selectPlaceholder: 'Select {label}',
  rangeStart: 'From',
  rangeEnd: 'To',
  selected: 'Selected',
  items: 'item(s)',
  clearSelection: 'Clear',
  totalRange: '{a}-{b} of {n}',
  missingListUrl: 'Set the url.list property!',
  selectOne: 'Select a record!',
  confirmBatchDelete: 'Delete these {n} records?',
  confirmDelete: 'Delete this record?',
  exportDefaultName: 'Export',
  exporting: 'Exporting',
  fileDownloadFailed: 'File download failed',
  detailTitle: 'detailed information',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  importTitle: 'import EXCEL',
  importSelect: 'Choose a file',
  importHint: 'Only .xls and .xlsx files',
  importNeedFile: 'Choose a file to import',
  importBadType: 'Only .xls and .xlsx files',
  importStart: 'Import',
  importPartial: 'import succeeded, but there are error data!',
  importDone: 'Import finished',
  importErrorFile: 'Download the error file',
  importTimeout: 'File upload failed: the request timed out',
  switchOn: 'Yes',
  switchOff: 'No',
  recycleBin: 'Recycle bin',
  recycleBinTitle: '{title} recycle bin',
  restore: 'Restore',
  purge: 'Delete for good',
  batchRestore: 'Restore selected',
  batchPurge: 'Delete selected for good',
  deleteTime: 'Deleted at',
  confirmPurgeTitle: 'Delete for good',
  confirmPurge: 'Delete these {n} records for good? This cannot be undone.',
  confirmPurgeOne: 'Delete for good?',
  versions: 'Versions',
  versionsTitle: 'Version history',
  versionLine: 'Version {n}',
  versionField: 'Field',
  versionBefore: 'Before',
  versionAfter: 'After',
  versionRestore: 'Restore this version',
  versionRestoreConfirm: 'Restore version {n}? The publishing state stays as it is.',
  versionsEmpty: 'No versions yet',
  confirmAction: '{action} the {n} selected records?',
  treeOrder: 'Reorder',
  treeOrderHint: 'Drag nodes to change parents and order; each drop is saved.',
  treeView: 'Tree',
  listView: 'List',
  addChild: 'Add child',
  addTitle: 'Add {title}',
  editTitle: 'Edit {title}',
  bulkEdit: 'Bulk edit',
};

const CATALOGUES: Record<Language, Record<EntityTextKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** A schema text with its English form (`en` of a field or an action). */
interface Labelled {
  readonly label: string;
  readonly en?: string;
}

/** The engine's translator: catalogue texts, and the schema's labels and titles in the interface language. */
export interface EntityT {
  (key: EntityTextKey, vars?: Record<string, string | number>): string;
  /** A field's (or an action's) label. */
  label(item: Labelled): string;
  /** An entity's title. */
  title(entity: { readonly title: string; readonly en?: string }): string;
}

export function entityText(language: Language): EntityT {
  const english = language === 'en-US';
  const translate = (key: EntityTextKey, vars?: Record<string, string | number>) => {
    const text = CATALOGUES[language][key];
    // A label inside an English sentence: 'Enter product name'.
    if (english && vars?.label !== undefined) vars = { ...vars, label: inSentence(String(vars.label)) };
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
  };
  return Object.assign(translate, {
    label: (item: Labelled) => (english && item.en ? item.en : item.label),
    title: (entity: { readonly title: string; readonly en?: string }) =>
      english && entity.en ? entity.en : entity.title,
  });
}

/** The engine's translator; components re-render when the language changes. */
export function useEntityT(): EntityT {
  const language = useLanguage((s) => s.language);
  return useMemo(() => entityText(language), [language]);
}

/** A schema label (field, action) in the current interface language, outside React. */
export const schemaLabel = (item: Labelled): string => entityText(useLanguage.getState().language).label(item);

/** An entity's title in the current interface language, outside React. */
export const schemaTitle = (entity: { readonly title: string; readonly en?: string }): string =>
  entityText(useLanguage.getState().language).title(entity);
