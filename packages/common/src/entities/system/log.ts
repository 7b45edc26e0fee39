import { entity } from '../define';
import { dict, int, text, textarea } from '../fields';

const stored = { form: false, readonly: true } as const;

/**
 * 日志管理 (contract §6 sys_log, §7.12): login rows (type 1) written at sign-in, operation rows (type 2) written in
 * the transaction of each change, with the changed fields before and after (secrets never included). Read-only.
 */
export const sysLog = entity({
  name: 'sys.log',
  scope: 'tenant',
  table: 'sys_log',
  apiBase: '/sys/log',
  permPrefix: 'system:log',
  page: 'system/LogList',
  title: '系统日志',
  en: 'System log',
  fields: {
    logType: dict('log_type', { label: '日志类型', en: 'Log type', numeric: true, list: false, ...stored }),
    logContent: text({ label: '日志内容', en: 'Content', max: 1000, ...stored }),
    operateType: dict('operate_type', { label: '操作类型', en: 'Operation', numeric: true, width: 90, ...stored }),
    userid: text({ label: '操作人账号', en: 'Username', max: 100, width: 120, ...stored }),
    username: text({ label: '操作人名称', en: 'Operator', max: 100, width: 120, ...stored }),
    ip: text({ label: 'IP', max: 100, width: 130, ...stored }),
    method: text({ label: '请求方法', en: 'Method', max: 500, list: false, ...stored }),
    requestUrl: text({ label: '请求路径', en: 'Request URL', max: 255, list: false, ...stored }),
    requestParam: textarea({
      label: '请求参数',
      en: 'Request parameters',
      list: false,
      filterable: false,
      sortable: false,
      ...stored,
    }),
    requestType: text({ label: '请求类型', en: 'Request type', max: 10, list: false, ...stored }),
    costTime: int({ label: '耗时(毫秒)', en: 'Duration (ms)', width: 120, ...stored }),
  },
});
