import { entity } from '../define';
import { dict, int, text, textarea } from '../fields';

const stored = { form: false, readonly: true } as const;

/**
 * 日志管理 (contract §6 sys_log, §7.12): login rows (type 1) written at sign-in, operation rows (type 2) written in
 * the transaction of each change, with the changed fields before and after (secrets never included). Read-only.
 */
export const sysLog = entity({
  name: 'sys.log',
  table: 'sys_log',
  apiBase: '/sys/log',
  permPrefix: 'system:log',
  page: 'system/LogList',
  title: '系统日志',
  fields: {
    logType: dict('log_type', { label: '日志类型', numeric: true, list: false, ...stored }),
    logContent: text({ label: '日志内容', max: 1000, ...stored }),
    operateType: dict('operate_type', { label: '操作类型', numeric: true, width: 90, ...stored }),
    userid: text({ label: '操作人账号', max: 100, width: 120, ...stored }),
    username: text({ label: '操作人名称', max: 100, width: 120, ...stored }),
    ip: text({ label: 'IP', max: 100, width: 130, ...stored }),
    method: text({ label: '请求方法', max: 500, list: false, ...stored }),
    requestUrl: text({ label: '请求路径', max: 255, list: false, ...stored }),
    requestParam: textarea({ label: '请求参数', list: false, filterable: false, sortable: false, ...stored }),
    requestType: text({ label: '请求类型', max: 10, list: false, ...stored }),
    costTime: int({ label: '耗时(毫秒)', width: 100, ...stored }),
  },
});
