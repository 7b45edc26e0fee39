import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { ApiError } from '../../core/errors.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';

/** Unread items per category the bell shows (contract §8.2). */
const BELL_ITEMS = 5;

type Joined = DB & { a: DB['sysAnnouncement']; s: DB['sysAnnouncementSend'] };
type InboxQuery = SelectQueryBuilder<Joined, 'a' | 's', object>;

const ANNOUNCEMENT_COLUMNS = [
  'a.id',
  'a.titile',
  'a.msgCategory',
  'a.priority',
  'a.msgType',
  'a.startTime',
  'a.endTime',
  'a.openType',
  'a.openPage',
  'a.msgAbstract',
  'a.msgContent',
  'a.sender',
  'a.sendStatus',
  'a.sendTime',
  'a.busType',
  'a.busId',
  'a.createTime',
] as const;

const unread = (eb: ExpressionBuilder<Joined, 'a' | 's'>) =>
  eb.or([eb('s.readFlag', 'is', null), eb('s.readFlag', '!=', '1')]);

export interface MyAnnouncementFilter {
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
  busType?: string;
  msgCategory?: '1' | '2';
  bizSource?: string;
}

/** `column` contains `text` literally. */
const contains = (column: 'a.titile' | 'a.sender', text: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern('like', text)} escape ${sql.lit(LIKE_ESCAPE)}`;

/** Whose inbox: a user in the request's tenant (an announcement to everyone reaches its tenant's users). */
export interface Reader {
  userId: string;
  tenantId: number | null;
}

/**
 * A user's announcements: published, not deleted, started (a release before the start time waits for it: the
 * scheduled release), addressed to everyone or to this user, and not ended before the user existed. An
 * announcement to everyone has a send row only once the user read it; unread is "no row or read_flag 0".
 */
export class Inbox {
  constructor(private readonly db: Database) {}

  private async visible(who: Reader, db: Database = this.db): Promise<InboxQuery> {
    const { userId } = who;
    const tenantId = who.tenantId ?? DEFAULT_TENANT;
    const user = await db.selectFrom('sysUser').select('createTime').where('id', '=', userId).executeTakeFirst();
    const joined = db
      .selectFrom('sysAnnouncement as a')
      .leftJoin('sysAnnouncementSend as s', (j) => j.onRef('s.anntId', '=', 'a.id').on('s.userId', '=', userId))
      .where('a.delFlag', '=', 0)
      .where('a.tenantId', '=', tenantId)
      .where('a.sendStatus', '=', '1')
      .where((eb) => eb.or([eb('a.startTime', 'is', null), eb('a.startTime', '<=', formatDateTime())]))
      .where((eb) => eb.or([eb('a.msgType', '=', 'ALL'), eb('s.id', 'is not', null)])) as InboxQuery;
    const since = user?.createTime;
    return since ? joined.where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', since)])) : joined;
  }

  /** The bell (contract §8.2): the newest five unread of each category and the unread counts. */
  async bell(who: Reader) {
    const base = (await this.visible(who)).where(unread);
    const newest = (category: string) =>
      base
        .select(ANNOUNCEMENT_COLUMNS)
        .where('a.msgCategory', '=', category)
        .orderBy('a.createTime', 'desc')
        .orderBy('a.id', 'desc')
        .limit(BELL_ITEMS)
        .execute();
    const counts = await base
      .select((eb) => ['a.msgCategory', eb.fn.countAll<number | string>().as('n')])
      .groupBy('a.msgCategory')
      .execute();
    const total = (c: string) => Number(counts.find((r) => r.msgCategory === c)?.n ?? 0);
    const [anntMsgList, sysMsgList] = await Promise.all([newest('1'), newest('2')]);
    return { anntMsgList, anntMsgTotal: total('1'), sysMsgList, sysMsgTotal: total('2') };
  }

  /** A page of the user's announcements, unread first, newest release first (contract §8.3). */
  async page(who: Reader, f: MyAnnouncementFilter, pageNo: number, pageSize: number) {
    const { userId } = who;
    let q = await this.visible(who);
    if (f.titile) q = q.where(contains('a.titile', f.titile));
    if (f.sender) q = q.where(contains('a.sender', f.sender));
    if (f.msgCategory) q = q.where('a.msgCategory', '=', f.msgCategory);
    if (f.busType) q = q.where('a.busType', '=', f.busType);
    if (f.bizSource === 'isNoBpm')
      q = q.where((eb) => eb.or([eb('a.busType', 'is', null), eb('a.busType', '!=', 'bpm')]));
    if (f.readFlag === '1') q = q.where('s.readFlag', '=', '1');
    if (f.readFlag === '0') q = q.where(unread);
    const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await q
      .select([...ANNOUNCEMENT_COLUMNS, 's.id as sendId', 's.readFlag', 's.readTime'])
      .orderBy((eb) => eb.case().when(unread(eb)).then(0).else(1).end())
      .orderBy('a.sendTime', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const records = rows.map(({ id, sendId, readFlag, ...rest }) => ({
      ...rest,
      id: sendId ?? id,
      anntId: id,
      userId,
      readFlag: readFlag === '1' ? '1' : '0',
    }));
    const total = Number(counted?.n ?? 0);
    return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
  }

  /** Whether the announcement is in the user's inbox now. */
  async includes(who: Reader, anntId: string): Promise<boolean> {
    const row = await (await this.visible(who)).select('a.id').where('a.id', '=', anntId).executeTakeFirst();
    return row !== undefined;
  }

  /** Marks one announcement read for the user (its send row, created for an announcement to everyone). */
  async markRead(trx: Database, who: Reader, anntId: string): Promise<void> {
    const { userId } = who;
    const row = await (await this.visible(who, trx))
      .select(['a.id', 's.id as sendId'])
      .where('a.id', '=', anntId)
      .executeTakeFirst();
    if (!row) throw new ApiError('未找到对应实体');
    await this.markRows(trx, userId, [row]);
  }

  /** 全部已读: every unread announcement of the user. */
  async markAll(trx: Database, who: Reader): Promise<number> {
    const { userId } = who;
    const rows = await (await this.visible(who, trx)).where(unread).select(['a.id', 's.id as sendId']).execute();
    await this.markRows(trx, userId, rows);
    return rows.length;
  }

  private async markRows(trx: Database, userId: string, rows: { id: string; sendId: string | null }[]) {
    const now = formatDateTime();
    const withRow = rows.flatMap((r) => (r.sendId ? [r.sendId] : []));
    if (withRow.length) {
      await trx
        .updateTable('sysAnnouncementSend')
        .set({ readFlag: '1', readTime: now, updateTime: now })
        .where('id', 'in', withRow)
        .execute();
    }
    const fresh = rows
      .filter((r) => !r.sendId)
      .map((r) => ({ id: newId(), anntId: r.id, userId, readFlag: '1', readTime: now, createTime: now }));
    if (fresh.length) await trx.insertInto('sysAnnouncementSend').values(fresh).execute();
  }
}
