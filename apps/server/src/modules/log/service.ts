import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { ListScope } from '../../core/crud/contracts.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { Database } from '../../db/index.js';

export const LOG_TYPE = { login: 1, operation: 2 } as const;

/** Keys whose values a log never shows, whatever wrote them. */
const SECRET_KEY = /pass(word)?|pwd|secret|token|salt|sign|captcha|smscode|authorization|cookie/i;
const MASK = '******';

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v !== null && v !== '' ? MASK : mask(v)]),
  );
}

/** A log's request parameters with the values of secret-looking keys masked (JSON), or `key=value` pairs. */
export function withoutSecrets(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return text;
  try {
    return JSON.stringify(mask(JSON.parse(text)));
  } catch {
    return text.replace(/([?&\s]|^)([\w.-]+)=([^&\s]*)/g, (all, lead: string, key: string) =>
      SECRET_KEY.test(key) ? `${lead}${key}=${MASK}` : all,
    );
  }
}

/** JeecgBoot's `keyWord`: a substring of the log content (matched literally). */
export function keywordScope(query: unknown): ListScope {
  const raw = (query as Record<string, unknown> | undefined)?.keyWord;
  const text = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  return text ? { conditions: [{ type: 'like', field: 'logContent', op: 'like', text }] } : {};
}

export interface OperationEntry {
  username: string;
  realname: string | null;
  ip: string;
  /** `<HTTP method> <path>`. */
  method: string;
  content: string;
  /** What was done to what (never a token). */
  params?: Record<string, unknown>;
  tenantId: number | null;
}

export interface LoginLogEntry {
  username: string;
  realname?: string | null;
  ip?: string;
  content: string;
  costTime?: number;
  /** The tenant the session opened in. */
  tenantId: number;
}

/**
 * The system log (sys_log): login records. 首页's visit figures come from the site's traffic (统计分析), not from
 * here.
 */
export class LogService {
  constructor(private readonly db: Database) {}

  async login(e: LoginLogEntry): Promise<void> {
    await this.db
      .insertInto('sysLog')
      .values({
        id: newId(),
        logType: LOG_TYPE.login,
        logContent: e.content.slice(0, 1000),
        userid: e.username.slice(0, 100),
        username: e.realname ?? null,
        ip: e.ip ?? null,
        costTime: e.costTime ?? null,
        createBy: e.username.slice(0, 32),
        createTime: formatDateTime(),
        tenantId: e.tenantId,
      })
      .execute();
  }

  /** An operation row (type 2) for an action outside the engine's writes (force logout). */
  async operation(e: OperationEntry): Promise<void> {
    await this.db
      .insertInto('sysLog')
      .values({
        id: newId(),
        logType: LOG_TYPE.operation,
        logContent: e.content.slice(0, 1000),
        operateType: 4,
        userid: e.username.slice(0, 100),
        username: e.realname,
        ip: e.ip,
        method: e.method.slice(0, 500),
        requestUrl: e.method.split(' ')[1]?.slice(0, 255) ?? null,
        requestParam: e.params ? JSON.stringify(e.params) : null,
        requestType: e.method.split(' ')[0] ?? null,
        createBy: e.username.slice(0, 32),
        createTime: formatDateTime(),
        tenantId: e.tenantId ?? DEFAULT_TENANT,
      })
      .execute();
  }
}
