import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityStore } from '../src/core/crud/store.js';
import { ANALYSIS_LIMIT, dynamic } from '../src/db/index.js';
import { siteId, stableId } from '../src/db/seed/ids.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * A list whose name substring the n-gram index turns into an id list reads those rows by key, even when the
 * planner's statistics (sampled with `analysis_limit`, as `PRAGMA optimize` does at start) make the type's order
 * index look selective: on 100 000 products that plan walked a type's ~33 000 rows for each page (15 ms instead of
 * 0.6 ms).
 */
describe('lists narrowed to an id list', () => {
  let t: TestApp;
  const actor = { username: 'admin', siteId: siteId('cn') };
  const laptop = stableId('productType:cn:laptop');

  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: `plan${String(i).padStart(28, '0')}`,
      typeId: laptop,
      name: i % 50 === 0 ? `伟芳笔记本 ${i}` : `普通笔记本 ${i}`,
      modelNo: `PLAN-${i}`,
      status: 'published',
      sortNo: i,
      siteId: actor.siteId,
      delFlag: 0,
      endOfLife: 'N',
      createBy: 'admin',
      createTime: '2026-01-01 00:00:00',
    }));
    await dynamic(t.ctx.db).insertInto('cmsProduct').values(rows).execute();
    if (t.ctx.dialect === 'sqlite') {
      // What a sampled ANALYZE wrote on the benchmark's 100 000 products: ~255 rows per type, 1 per id.
      await sql`analyze`.execute(t.ctx.db);
      await sql`delete from sqlite_stat1 where tbl = 'cms_product'`.execute(t.ctx.db);
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values
        ('cms_product', 'idx_cms_product_site_id_del_flag_type_id_sort_no_id', '100040 510 510 255 21 1'),
        ('cms_product', 'idx_cms_product_site_id_del_flag_type_id', '100040 510 510 255'),
        ('cms_product', 'sqlite_autoindex_cms_product_1', '100040 1')`.execute(t.ctx.db);
      await sql`analyze sqlite_schema`.execute(t.ctx.db);
    }
  });
  afterAll(() => t.close());

  const query = {
    conditions: [
      { type: 'compare' as const, field: 'typeId', op: 'eq' as const, value: laptop },
      { type: 'like' as const, field: 'name', op: 'like' as const, text: '伟芳' },
    ],
    sort: [
      { field: 'sortNo', order: 'asc' as const },
      { field: 'id', order: 'asc' as const },
    ],
    pageNo: 1,
    pageSize: 10,
  };

  it('answers exactly the LIKE matches, page and total', async () => {
    const store = new EntityStore(cmsProduct, t.ctx.db as never, t.ctx.dialect, () => '1');
    const page = await store.page(actor, query);
    expect(page.total).toBe(12);
    expect(page.records.map((r) => r.modelNo)).toEqual(Array.from({ length: 10 }, (_, k) => `PLAN-${k * 50}`));
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)('reads the id list by key on SQLite', async () => {
    const store = new EntityStore(cmsProduct, t.ctx.db as never, t.ctx.dialect, () => '1');
    const queries = await store.pageQueries(actor, query);
    for (const qb of [queries.rows, queries.total()]) {
      const compiled = qb.compile();
      const plan = await t.ctx.db.executeQuery<{ detail: string }>({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
      });
      expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(
        /USING INDEX sqlite_autoindex_cms_product_1 \(id=\?\)/,
      );
    }
  });
});

/**
 * The statistics the server gathers (`ANALYSIS_LIMIT`) on a site with 30 000 products: looking up 500 model numbers
 * (the import's duplicate check) reads the model-number index, not the whole site in list order.
 */
describe.runIf(process.env.TEST_DATABASE_URL === undefined)('sampled statistics', () => {
  let t: TestApp;
  const actor = { username: 'admin', siteId: siteId('cn') };

  beforeAll(async () => {
    t = await createTestApp();
    const store = new EntityStore(cmsProduct, t.ctx.db as never, t.ctx.dialect);
    const typeId = stableId('productType:cn:laptop');
    const rows = Array.from({ length: 30_000 }, (_, i) => ({
      typeId,
      name: `产品${i}`,
      modelNo: `ST-${i}`,
      sortNo: i,
    }));
    await t.ctx.db.transaction().execute((trx) => store.insertMany(trx as never, actor, rows));
    await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(t.ctx.db);
    await sql`analyze`.execute(t.ctx.db);
  }, 120_000);
  afterAll(() => t.close());

  it('looks model numbers up by their index', async () => {
    const store = new EntityStore(cmsProduct, t.ctx.db as never, t.ctx.dialect);
    const wanted = Array.from({ length: 500 }, (_, i) => `ST-${i * 7}`);
    const qb = store.scoped(actor).selectAll().where('model_no', 'in', wanted).orderBy('type_id').orderBy('sort_no');
    const compiled = qb.compile();
    const plan = await t.ctx.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(/USING INDEX idx_cms_product_site_id_del_flag_model_no/);
    expect(await store.where(actor, 'modelNo', wanted)).toHaveLength(500);
  });
});
