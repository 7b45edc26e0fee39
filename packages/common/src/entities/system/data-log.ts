import { entity } from '../define';
import { int, text, textarea } from '../fields';

const stored = { form: false, readonly: true } as const;

/**
 * 数据日志 (contract §6 sys_data_log, §7.17): the row versions the engine keeps of versioned entities
 * (`sys_row_version`, written with the operation log of each add, edit and action), under JeecgBoot's names:
 * `dataContent` is the row after the change (JSON, secrets never kept), `changes` the fields that changed.
 */
export const sysDataLog = entity({
  name: 'sys.dataLog',
  table: 'sys_row_version',
  apiBase: '/sys/dataLog',
  permPrefix: 'system:dataLog',
  page: 'system/DataLogList',
  title: '数据日志',
  en: 'Data log',
  fields: {
    dataTable: text({ label: '表名', en: 'Table', column: 'table_name', max: 64, search: 'eq', width: 170, ...stored }),
    dataId: text({ label: '数据ID', en: 'Record ID', column: 'row_id', max: 32, search: 'eq', width: 280, ...stored }),
    dataVersion: int({ label: '版本号', en: 'Version', column: 'version', width: 80, ...stored }),
    action: text({ label: '操作', en: 'Action', max: 64, width: 100, ...stored }),
    createName: text({ label: '操作人', en: 'Operator', max: 100, width: 110, ...stored }),
    dataContent: textarea({
      label: '数据内容',
      en: 'Data',
      column: 'snapshot',
      list: false,
      filterable: false,
      ...stored,
    }),
    changes: textarea({
      label: '变更字段',
      en: 'Changed fields',
      list: false,
      filterable: false,
      sortable: false,
      ...stored,
    }),
    rowSite: text({ label: '站点', en: 'Site', column: 'site_id', max: 32, list: false, filterable: false, ...stored }),
  },
});
