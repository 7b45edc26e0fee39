import { sql } from 'kysely';
import { formatDate, formatDateTime, newId } from '../../core/time.js';
import type { Database } from '../../db/index.js';

export const LOG_TYPE = { login: 1, operation: 2 } as const;

export interface LoginLogEntry {
  username: string;
  realname?: string | null;
  ip?: string;
  content: string;
}

/** The system log (sys_log): login records and the visit statistics built on them. */
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

  /** `{ totalVisitCount, todayVisitCount, todayIp }` of contract §2.4. */
  async visitSummary(): Promise<{ totalVisitCount: number; todayVisitCount: number; todayIp: number }> {
    const today = `${formatDate()} 00:00:00`;
    const row = await this.db
      .selectFrom('sysLog')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('createTime', '>=', today).then(1).else(0).end()).as('today'),
        eb.fn
          .count<number>(eb.case().when('createTime', '>=', today).then(eb.ref('ip')).end())
          .distinct()
          .as('todayIp'),
      ])
      .where('logType', '=', LOG_TYPE.login)
      .executeTakeFirstOrThrow();
    return {
      totalVisitCount: Number(row.total),
      todayVisitCount: Number(row.today ?? 0),
      todayIp: Number(row.todayIp),
    };
  }

  /** Visits and distinct IPs per day over the last 7 days, oldest first, days without visits included. */
  async visitsLast7Days(): Promise<{ visit: number; ip: number; tian: string; type: string }[]> {
    const days = Array.from({ length: 7 }, (_, i) => formatDate(new Date(Date.now() - (6 - i) * 86_400_000)));
    const day = sql<string>`substr(create_time, 1, 10)`;
    const rows = await this.db
      .selectFrom('sysLog')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('visit'),
        eb.fn.count<number>('ip').distinct().as('ip'),
      ])
      .where('logType', '=', LOG_TYPE.login)
      .where('createTime', '>=', `${days[0]} 00:00:00`)
      .groupBy(day)
      .execute();
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return days.map((d) => ({
      visit: Number(byDay.get(d)?.visit ?? 0),
      ip: Number(byDay.get(d)?.ip ?? 0),
      tian: d.slice(5),
      type: d,
    }));
  }
}
