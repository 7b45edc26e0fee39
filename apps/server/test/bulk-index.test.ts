import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Values } from '../src/core/crud/input.js';
import { EntityStore } from '../src/core/crud/store.js';
import { gramsOf } from '../src/core/search/ngrams.js';
import { dynamic } from '../src/db/index.js';
import { postingTable } from '../src/db/search-index.js';
import { siteId, stableId } from '../src/db/seed/ids.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Bulk inserts (imports) of an entity with a substring index write the postings with set statements instead of
 * the per-row trigger (SQLite): the same grams as the trigger and the code, the trigger back afterwards, and back
 * too when the transaction rolls back.
 */
describe('bulk inserts into an indexed table', () => {
  let t: TestApp;
  let store: EntityStore;
  const actor = { username: 'admin', siteId: siteId('cn') };
  const typeId = stableId('productType:cn:laptop');
  const names = ['华为 MateBook X Pro', '伟芳笔记本', 'ThinkPad 𠀋 T14', 'ａｂ１２', '小', ''];
  const rows = (prefix: string) =>
    names.map((name, i) => ({ typeId, name: name || `空${i}`, modelNo: `${prefix}-${i}`, sortNo: i }));
  const grams = async (id: string, field: number) =>
    (
      await dynamic(t.ctx.db)
        .selectFrom(postingTable('cms_product'))
        .select('gram')
        .where('rowId', '=', id)
        .where('field', '=', field)
        .execute()
    )
      .map((r) => String(r.gram))
      .sort();
  const trigger = async () =>
    (
      await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'cms_product_ngram_insert'`.execute(
        t.ctx.db,
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    store = new EntityStore(cmsProduct, t.ctx.db as never, t.ctx.dialect);
  });
  afterAll(() => t.close());

  it('indexes every row like the trigger and keeps the trigger', async () => {
    const ids = await t.ctx.db.transaction().execute((trx) => store.insertMany(trx as never, actor, rows('BULK')));
    for (const [i, id] of ids.entries()) {
      const row = await store.get(actor, id);
      expect(await grams(id, 0)).toEqual([...gramsOf(String(row?.name))].sort());
      expect(await grams(id, 1)).toEqual([...gramsOf(`BULK-${i}`)].sort());
    }
    // A single insert afterwards is indexed by the trigger again.
    const one = await store.insert(t.ctx.db as never, actor, { typeId, name: '单行插入', modelNo: 'ONE-1' });
    expect(await grams(one, 0)).toEqual([...gramsOf('单行插入')].sort());
    if (t.ctx.dialect === 'sqlite') expect(await trigger()).toBe(1);
  });

  it('writes rows of different fields as single inserts would, twice with the kept statements', async () => {
    const tables: string[][] = [];
    const off = t.ctx.changes.on('*', (changed) => tables.push([...changed].sort()));
    const mixed = (prefix: string): Values[] => [
      { typeId, name: `${prefix} 一`, modelNo: `${prefix}-1` },
      { typeId, name: `${prefix} 二`, modelNo: `${prefix}-2`, endOfLife: 'Y', sortNo: 7 },
      { typeId, name: `${prefix} 三`, modelNo: `${prefix}-3` },
    ];
    for (const prefix of ['SHAPE', 'AGAIN']) {
      const ids = await t.ctx.db.transaction().execute((trx) => store.insertMany(trx as never, actor, mixed(prefix)));
      const rows = await Promise.all(ids.map((id) => store.get(actor, id)));
      expect(rows.map((r) => [r?.modelNo, r?.endOfLife, r?.sortNo, r?.siteId, r?.createBy])).toEqual([
        [`${prefix}-1`, 'N', 0, actor.siteId, 'admin'],
        [`${prefix}-2`, 'Y', 7, actor.siteId, 'admin'],
        [`${prefix}-3`, 'N', 0, actor.siteId, 'admin'],
      ]);
      expect(await grams(ids[1], 0)).toEqual([...gramsOf(`${prefix} 二`)].sort());
    }
    off();
    // Each import's commit announces the table written (caches built from it follow).
    expect(tables.filter((changed) => changed.includes('cms_product'))).toHaveLength(2);
  });

  it('leaves the trigger in place when the transaction rolls back', async () => {
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await store.insertMany(trx as never, actor, rows('UNDO'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const left = await store.page(actor, {
      conditions: [{ type: 'like', field: 'modelNo', op: 'right_like', text: 'UNDO' }],
      sort: [{ field: 'id', order: 'asc' }],
      pageNo: 1,
      pageSize: 10,
    });
    expect(left.total).toBe(0);
    const after = await store.insert(t.ctx.db as never, actor, { typeId, name: '回滚之后', modelNo: 'ONE-2' });
    expect(await grams(after, 0)).toEqual([...gramsOf('回滚之后')].sort());
  });
});
