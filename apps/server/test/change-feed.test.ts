import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** Writes announce their tables once committed; the caches built from those tables follow. */
describe('change feed', () => {
  let t: TestApp;
  let admin: string;
  const seen: string[][] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    t.ctx.changes.on('*', (tables) => seen.push([...tables].sort()));
  });
  afterAll(() => t.close());
  const db = () => t.ctx.db;
  const position = (id: string) => ({
    tenantId: 1,
    id,
    code: id,
    name: id,
    postRank: '1',
    createTime: '2026-01-01 00:00:00',
  });

  it('announces an autocommitted write at once, a transaction at commit and a rollback never', async () => {
    seen.length = 0;
    await db().insertInto('sysPosition').values(position('feed1')).execute();
    expect(seen).toEqual([['sys_position']]);

    seen.length = 0;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('sysPosition').values(position('feed2')).execute();
        await trx.updateTable('sysRole').set({ description: 'x' }).where('id', '=', 'none').execute();
        expect(seen).toEqual([]);
      });
    expect(seen).toEqual([['sys_position', 'sys_role']]);

    seen.length = 0;
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('sysPosition').values(position('feed3')).execute();
          throw new Error('abort');
        }),
    ).rejects.toThrow('abort');
    expect(seen).toEqual([]);

    await sql`delete from sys_position where id = 'feed1'`.execute(db());
    expect(seen).toEqual([['sys_position']]);
  });

  it('keeps list totals exact after a write that bypasses the engine, on either database', async () => {
    const total = async () =>
      (await call(t, 'GET', `${API}/sys/position/list`, { token: admin })).body.result.total as number;
    const before = await total();
    await db().insertInto('sysPosition').values(position('feed4')).execute();
    expect(await total()).toBe(before + 1);
  });

  it('drops the dictionary cache when items change outside the dictionary screens', async () => {
    const texts = async () => (await call(t, 'GET', '/sys/dict/getDictItems/sex', { token: admin })).body.result;
    const before = await texts();
    const dict = await db().selectFrom('sysDict').select('id').where('dictCode', '=', 'sex').executeTakeFirstOrThrow();
    await db()
      .insertInto('sysDictItem')
      .values({
        id: 'feed-item',
        dictId: dict.id,
        itemText: '保密',
        itemValue: '9',
        sortOrder: 9,
        status: 1,
        createTime: '2026-01-01 00:00:00',
      } as never)
      .execute();
    const after = await texts();
    expect(after.length).toBe(before.length + 1);
  });
});
