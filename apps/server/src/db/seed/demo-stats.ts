import type { Kysely } from 'kysely';
import { today } from '../../core/time.js';
import { INTAKE_ENTITIES } from '../../modules/intake/service.js';
import { stableId } from './ids.js';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** Views of the modules' lists (and the home page) per visitor of a day. */
const LIST_VIEWS: [module: string, perVisitor: number][] = [
  ['home', 1.1],
  ['product', 0.6],
  ['driver', 0.4],
  ['job', 0.2],
];

/**
 * Rows of a module whose views or downloads are counted (the first by their order): [module, table, rows, kind, per
 * visitor]. Nine in all, so that the top ten of 统计分析 leave room for what a visitor reads next.
 */
const ROWS: [module: string, table: string, count: number, kind: 'view' | 'download', perVisitor: number][] = [
  ['product', 'cms_product', 4, 'view', 0.3],
  ['job', 'cms_recruitment', 2, 'view', 0.15],
  ['driver', 'cms_driver', 2, 'download', 0.2],
  ['manual', 'cms_manual', 1, 'download', 0.1],
];

const SEARCHES: Record<'cn' | 'en', string[]> = {
  cn: ['打印机驱动', '保修政策', '说明书', '维修网点', 'y1'],
  en: ['driver', 'warranty', 'manual'],
};

type Row = {
  site_id: string;
  day: string;
  kind: string;
  module: string;
  content_id: string;
  term: string;
  hits: number;
};

/**
 * 统计分析 (and 首页, which counts from it) of a demo site: the last 30 days of traffic, made up but the same on every
 * seed (a growing trend, quieter weekends) — visitors, views of the home page, lists and rows, downloads and
 * searches — and the submissions of its forms on the days the seeded rows came in, so the figures agree with the
 * forms' lists.
 */
export async function seedDemoStats(
  // biome-ignore lint/suspicious/noExplicitAny: the tables of the entity engine and the statistics, outside the typed schema
  db: Kysely<any>,
  lang: 'cn' | 'en',
  siteId: string,
  nowMs = Date.now(),
): Promise<void> {
  const scale = lang === 'cn' ? 1 : 0.3;
  const rows: Row[] = [];
  const add = (day: string, kind: string, module: string, hits: number, contentId = '', term = '') => {
    if (hits > 0) rows.push({ site_id: siteId, day, kind, module, content_id: contentId, term, hits });
  };
  const read = new Map<string, string[]>();
  for (const [module, table, count] of ROWS) {
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('site_id', '=', siteId)
      .orderBy('id')
      .limit(count)
      .execute();
    read.set(
      module,
      found.map((r: { id: string }) => r.id),
    );
  }

  for (let i = 0; i < DAYS; i++) {
    const at = new Date(nowMs - (DAYS - 1 - i) * DAY_MS);
    const day = today(at.getTime());
    const weekend = at.getDay() === 0 || at.getDay() === 6;
    const visitors = Math.round((28 + ((i * 7) % 13) + i / 2) * (weekend ? 0.6 : 1) * scale);
    for (let n = 0; n < visitors; n++) add(day, 'visitor', '', 1 + (n % 4), stableId(`visitor:${siteId}:${day}:${n}`));
    for (const [module, per] of LIST_VIEWS) add(day, 'view', module, Math.round(visitors * per));
    for (const [module, , , kind, per] of ROWS) {
      (read.get(module) ?? []).forEach((id, k) => {
        add(day, kind, module, Math.round(visitors * per) - k * 2, id);
      });
    }
    SEARCHES[lang].forEach((term, k) => {
      add(day, 'search', 'product', (i + k * 3) % 4, '', term);
    });
  }

  for (const [form, entity] of INTAKE_ENTITIES) {
    const perDay = await db
      .selectFrom(entity.table)
      .select([
        (eb) => eb.fn('substr', ['create_time', eb.lit(1), eb.lit(10)]).as('day'),
        (eb) => eb.fn.countAll().as('n'),
      ])
      .where('site_id', '=', siteId)
      .groupBy((eb) => eb.fn('substr', ['create_time', eb.lit(1), eb.lit(10)]))
      .execute();
    for (const r of perDay) add(String(r.day), 'intake', form, Number(r.n));
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('cms_stat_daily')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}
