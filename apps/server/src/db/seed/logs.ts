import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { SysLog } from '../types.js';
import { SEED_USERS } from './users.js';
import { insertAll, type SeedContext } from './util.js';

/** Logins per day, from six days ago to today: enough for the dashboard's visit chart to have a shape. */
const PER_DAY = [4, 6, 5, 7, 3, 8, 5];
const IPS = ['192.168.1.23', '192.168.1.57', '10.10.2.14', '113.87.162.35', '183.14.29.201', '192.168.3.8'];
const DAY_MS = 86_400_000;

/** Login-log rows (log type 1) over the last 7 days, written once with the demo users when sys_log is empty. */
export async function seedLoginLogs(ctx: SeedContext, nowMs = Date.now()): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('sysLog').select('id').limit(1).executeTakeFirst()) return;
  const midnight = new Date(nowMs);
  midnight.setHours(0, 0, 0, 0);
  const rows: SysLog[] = [];
  let n = 0;
  PER_DAY.forEach((count, i) => {
    const daysAgo = PER_DAY.length - 1 - i;
    const dayStart = midnight.getTime() - daysAgo * DAY_MS;
    for (let j = 0; j < count; j++, n++) {
      // Past days: working hours from 08:30, every 67 minutes; today: spread between midnight and now.
      const at =
        daysAgo > 0
          ? dayStart + (8.5 * 60 + j * 67) * 60_000
          : dayStart + Math.floor(((nowMs - dayStart) * (j + 1)) / (count + 1));
      const user = SEED_USERS[(n * 5) % SEED_USERS.length];
      const time = formatDateTime(new Date(at));
      rows.push({
        id: newId(),
        tenantId: DEFAULT_TENANT,
        logType: 1,
        logContent: `用户名: ${user.username},登录成功！`,
        operateType: null,
        userid: user.username,
        username: user.realname,
        ip: IPS[(n * 7) % IPS.length],
        method: null,
        requestUrl: '/sys/login',
        requestParam: null,
        requestType: 'POST',
        costTime: 40 + ((n * 37) % 160),
        createBy: user.username,
        createTime: time,
        updateBy: null,
        updateTime: null,
      });
    }
  });
  await insertAll(db, 'sysLog', rows);
}
