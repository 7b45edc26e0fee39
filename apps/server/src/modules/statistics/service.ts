import type { EntityDef } from '@yunzhan/common/entities/index';
import type { Period, Statistics } from '@yunzhan/common/entities/statistics';
import { sql } from 'kysely';
import type { AnyDb } from '../../core/crud/contracts.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { today } from '../../core/time.js';
import { INTAKE_ENTITIES } from '../intake/service.js';
import { PUBLIC_ENTITIES } from '../public/delivery-service.js';
import type { StatsRecorder } from './recorder.js';

const TOP = 10;
const KIND_FIELD = {
  view: 'views',
  visitor: 'visitors',
  download: 'downloads',
  intake: 'intake',
  search: 'searches',
} as const;

/** Every day of a period, in order. */
export function daysOf({ from, to }: Period): string[] {
  const out: string[] = [];
  const at = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (at <= end) {
    out.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return out;
}

const moduleTitle = (module: string) =>
  module === 'home' ? '首页' : (PUBLIC_ENTITIES.get(module)?.title ?? INTAKE_ENTITIES.get(module)?.title ?? module);

/** The figures of 统计分析 for one site and period, read from the per-day counters. */
export class StatisticsService {
  constructor(
    private readonly db: AnyDb,
    private readonly stores: EntityStores,
    /** This process's sums not yet written go in first: the page shows every hit this process has counted. */
    private readonly recorder?: StatsRecorder,
  ) {}

  private base(siteId: string, period: Period) {
    return this.db
      .withoutPlugins()
      .selectFrom('cms_stat_daily')
      .where('site_id', '=', siteId)
      .where('day', '>=', period.from)
      .where('day', '<=', period.to);
  }

  /**
   * The figures of each day of a period and their totals: views, downloads, submissions and searches add up their
   * hits, visitors count their rows (one per address and day).
   */
  async daily(siteId: string, period: Period): Promise<Pick<Statistics, 'days' | 'totals'>> {
    await this.recorder?.flush();
    const perDay = await this.base(siteId, period)
      .select(['day', 'kind', sql<string | number>`sum(hits)`.as('n'), sql<string | number>`count(*)`.as('rows')])
      .groupBy(['day', 'kind'])
      .execute();
    const zero = { views: 0, visitors: 0, downloads: 0, intake: 0, searches: 0 };
    const days = new Map(daysOf(period).map((day) => [day, { day, ...zero }]));
    const totals = { ...zero };
    for (const r of perDay) {
      const field = KIND_FIELD[r.kind as keyof typeof KIND_FIELD];
      const figures = days.get(String(r.day));
      if (!field || !figures) continue;
      const n = Number(field === 'visitors' ? r.rows : r.n);
      figures[field] += n;
      totals[field] += n;
    }
    return { days: [...days.values()], totals };
  }

  /**
   * 首页's figures (`/sys/loginfo`, contract keys): every view of the site so far, today's views and visitors, from the
   * counters and the code of 统计分析.
   */
  async home(siteId: string): Promise<{ totalVisitCount: number; todayVisitCount: number; todayIp: number }> {
    const { totals } = await this.daily(siteId, { from: today(), to: today() });
    const all = await this.db
      .withoutPlugins()
      .selectFrom('cms_stat_daily')
      .select(sql<string | number>`coalesce(sum(hits), 0)`.as('n'))
      .where('site_id', '=', siteId)
      .where('kind', '=', 'view')
      .executeTakeFirstOrThrow();
    return { totalVisitCount: Number(all.n), todayVisitCount: totals.views, todayIp: totals.visitors };
  }

  /** 首页's week (`/sys/visitInfo`): views and visitors of the last seven days, oldest first. */
  async week(siteId: string): Promise<{ type: string; tian: string; visit: number; ip: number }[]> {
    const { days } = await this.daily(siteId, { from: today(Date.now() - 6 * 86_400_000), to: today() });
    return days.map((d) => ({ type: d.day, tian: d.day.slice(5), visit: d.views, ip: d.visitors }));
  }

  async summary(siteId: string, period: Period): Promise<Statistics> {
    const { days, totals } = await this.daily(siteId, period);
    const total = sql<string | number>`sum(hits)`;
    const perModule = await this.base(siteId, period)
      .select(['kind', 'module', total.as('n')])
      .where('content_id', '=', '')
      .where('kind', 'in', ['view', 'intake'])
      .groupBy(['kind', 'module'])
      .execute();
    const downloads = await this.base(siteId, period)
      .select(['module', total.as('n')])
      .where('kind', '=', 'download')
      .groupBy(['module'])
      .execute();
    const modules = new Map<string, Statistics['modules'][number]>();
    const moduleRow = (module: string) => {
      const row = modules.get(module) ?? { module, title: moduleTitle(module), views: 0, downloads: 0 };
      modules.set(module, row);
      return row;
    };
    for (const r of perModule.filter((x) => x.kind === 'view')) moduleRow(String(r.module)).views += Number(r.n);
    for (const r of downloads) moduleRow(String(r.module)).downloads += Number(r.n);
    const intake = perModule
      .filter((x) => x.kind === 'intake')
      .map((r) => ({ form: String(r.module), title: moduleTitle(String(r.module)), count: Number(r.n) }))
      .sort((a, b) => b.count - a.count);

    const top = await this.base(siteId, period)
      .select(['module', 'content_id', total.as('n')])
      .where('kind', 'in', ['view', 'download'])
      .where('content_id', '!=', '')
      .groupBy(['module', 'content_id'])
      .orderBy(sql`sum(hits)`, 'desc')
      .orderBy('content_id')
      .limit(TOP)
      .execute();
    const titles = await this.titles(
      siteId,
      top.map((r) => [String(r.module), String(r.content_id)]),
    );
    const topContent = top.map((r) => ({
      module: String(r.module),
      moduleTitle: moduleTitle(String(r.module)),
      contentId: String(r.content_id),
      title: titles.get(`${r.module}/${r.content_id}`) ?? String(r.content_id),
      hits: Number(r.n),
    }));

    const searches = await this.base(siteId, period)
      .select(['term', total.as('n')])
      .where('kind', '=', 'search')
      // Days rolled up by 统计汇总 keep their searches without terms.
      .where('term', '<>', '')
      .groupBy(['term'])
      .orderBy(sql`sum(hits)`, 'desc')
      .orderBy('term')
      .limit(TOP)
      .execute();
    const topSearches = searches.map((r) => ({ term: String(r.term), count: Number(r.n) }));

    return {
      days,
      totals,
      modules: [...modules.values()].sort((a, b) => b.views + b.downloads - (a.views + a.downloads)),
      intake,
      topContent,
      topSearches,
    };
  }

  /** Names of counted rows (`@slug` entries by their slug), by `module/contentId`; rows deleted since stay ids. */
  private async titles(siteId: string, keys: [string, string][]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const actor = { username: '', siteId };
    const byModule = new Map<string, string[]>();
    for (const [m, id] of keys) byModule.set(m, [...(byModule.get(m) ?? []), id]);
    for (const [module, ids] of byModule) {
      const entity: EntityDef | undefined = PUBLIC_ENTITIES.get(module);
      if (!entity?.display) continue;
      const store = this.stores.of(entity);
      const plain = ids.filter((id) => !id.startsWith('@'));
      for (const row of await store.where(actor, 'id', plain)) {
        out.set(`${module}/${row.id}`, String(row[entity.display] ?? row.id));
      }
      const slugField = entity.publicView?.slug;
      const slugs = ids.filter((id) => id.startsWith('@')).map((id) => id.slice(1));
      if (!slugField || !slugs.length) continue;
      for (const row of await store.where(actor, slugField, slugs)) {
        out.set(`${module}/@${row[slugField]}`, String(row[entity.display] ?? row.id));
      }
    }
    return out;
  }
}
