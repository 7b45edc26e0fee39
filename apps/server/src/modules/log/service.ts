import { formatDateTime, newId } from '../../core/time.js';
import type { Database } from '../../db/index.js';

export const LOG_TYPE = { login: 1, operation: 2 } as const;

export interface LoginLogEntry {
  username: string;
  realname?: string | null;
  ip?: string;
  content: string;
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
        createBy: e.username.slice(0, 32),
        createTime: formatDateTime(),
      })
      .execute();
  }
}
