import type { EntityDef } from '@yunzhan/common/entities/index';
import { DEFAULT_TENANT } from '../auth/tenants.js';
import { formatDateTime, newId } from '../time.js';
import type { AnyDb, Row } from './store.js';

/** Operation types of dict `operate_type`. */
export const OPERATE = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;
const VERB: Record<number, string> = { 1: '查询', 2: '添加', 3: '编辑', 4: '删除', 5: '导入', 6: '导出' };

export interface OperationLog {
  entity: EntityDef;
  operateType: (typeof OPERATE)[keyof typeof OPERATE];
  username: string;
  realname: string | null;
  ip: string;
  method: string;
  url: string;
  /** What changed: per row id, the fields before and after (secrets never included). */
  changes?: { id: string; before?: Row; after?: Row }[];
  note?: string;
  /** Milliseconds the change took (its transaction up to the log row). */
  costTime?: number;
  /** The tenant the change was made in (the default tenant for the server's own work). */
  tenantId?: number | null;
}

/** Only the fields that differ, without secrets. */
export function diff(entity: EntityDef, before: Row | undefined, after: Row | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Row = {};
  const a: Row = {};
  for (const k of keys) {
    if (entity.field(k)?.sensitive || k.endsWith('_dictText')) continue;
    const x = before?.[k] ?? null;
    const y = after?.[k] ?? null;
    if (String(x) === String(y) && before && after) continue;
    if (before) b[k] = x;
    if (after) a[k] = y;
  }
  return { before: before ? b : undefined, after: after ? a : undefined };
}

/** Writes an operation-log row (sys_log type 2); call it inside the transaction of the change. */
export async function writeOperationLog(db: AnyDb, log: OperationLog): Promise<void> {
  const detail = log.changes?.map((c) => ({ id: c.id, ...diff(log.entity, c.before, c.after) }));
  const content = `${log.entity.title}-${VERB[log.operateType]}${log.note ? `：${log.note}` : ''}`;
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      log_type: 2,
      log_content: content.slice(0, 1000),
      operate_type: log.operateType,
      userid: log.username,
      username: log.realname,
      ip: log.ip,
      method: log.method.slice(0, 500),
      request_url: log.url.slice(0, 255),
      request_param: detail ? JSON.stringify(detail) : null,
      request_type: log.method.split(' ')[0],
      cost_time: log.costTime ?? null,
      create_by: log.username.slice(0, 32),
      create_time: formatDateTime(),
      tenant_id: log.tenantId ?? DEFAULT_TENANT,
    })
    .execute();
}
