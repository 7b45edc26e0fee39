import { join } from 'node:path';
import { entity, text } from '@yunzhan/common/entities/index';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '../src/core/crud/mount.js';
import { EntityStore } from '../src/core/crud/store.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

describe('entity engine on positions', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const add = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/sys/position/add', { token, body });
  const list = (qs = '', token = admin) => call(t, 'GET', `/sys/position/list?${qs}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
    // The engine's specimen: these positions only (not the demo ones).
    await t.ctx.db.deleteFrom('sysPosition').execute();
    const ranks = ['1', '2', '3', '4', '5'];
    for (let i = 1; i <= 25; i++) {
      const r = await add({ code: `P${String(i).padStart(3, '0')}`, name: `职务${i}`, postRank: ranks[i % 5] });
      expect(r.body, `add ${i}`).toMatchObject({ success: true, message: '添加成功！' });
    }
    await add({ code: 'SPECIAL_%', name: '百分_号', postRank: '1' });
  });
  afterAll(() => t.close());

  it('pages with total, default order createTime desc, and _dictText', async () => {
    const r = await list('pageNo=2&pageSize=10');
    expect(r.body.success).toBe(true);
    const p = r.body.result;
    expect(p).toMatchObject({ total: 26, size: 10, current: 2, pages: 3 });
    expect(p.records).toHaveLength(10);
    const row = p.records[0];
    expect(row.postRank_dictText).toMatch(/级/);
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'code', 'name', 'createBy', 'createTime']));
  });

  it('applies the query rules: equality, wildcards, IN, NE, ranges, sort', async () => {
    expect((await list('code=P001')).body.result.total).toBe(1);
    expect((await list(`name=${enc('*职务1*')}`)).body.result.total).toBe(11);
    expect((await list('code=P001,P002,P003')).body.result.total).toBe(3);
    expect((await list(`postRank=${enc('!1')}`)).body.result.total).toBe(26 - 6);
    const asc = await list('column=code&order=asc&pageSize=3');
    expect(asc.body.result.records.map((x: { code: string }) => x.code)).toEqual(['P001', 'P002', 'P003']);
    expect((await list(`name=${enc('*百分_*')}`)).body.result.total).toBe(1);
    expect((await list(`name=${enc('*职_*')}`)).body.result.total).toBe(0);
  });

  it('answers an unknown sort column or advanced-query field with a 400 and changes nothing', async () => {
    const bad = await list('column=password&order=asc');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const sq = enc(JSON.stringify([{ field: 'name;drop table sys_position', rule: 'eq', val: 'x' }]));
    const bad2 = await list(`superQueryParams=${sq}`);
    expect(bad2.status).toBe(400);
    expect(JSON.stringify(bad2.body)).not.toMatch(/select|sqlite|syntax/i);
    expect((await list()).body.result.total).toBe(26);
  });

  // PostgreSQL has no data version: there other processes' writes show after the total's few seconds.
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'keeps totals exact after writes that bypass the engine or come from another connection',
    async () => {
      expect((await list()).body.result.total).toBe(26);
      const row = { code: 'RAW1', name: '直写职务', post_rank: '1', create_time: '2026-01-01 00:00:00' };
      await t.ctx.db
        .insertInto('sys_position' as never)
        .values({ id: 'raw-position-1', ...row } as never)
        .execute();
      expect((await list()).body.result.total).toBe(27);
      const other = new Database(join(t.ctx.config.dataDir, 'yunzhan.db'));
      other.prepare("delete from sys_position where id = 'raw-position-1'").run();
      other.close();
      expect((await list()).body.result.total).toBe(26);
    },
  );

  it('treats injection strings in values as plain text', async () => {
    for (const v of ["' or '1'='1", '1; drop table sys_position; --', '*%27)) or 1=1 --*']) {
      const r = await list(`name=${enc(v)}`);
      expect(r.status).toBe(200);
      expect(r.body.result.total).toBe(0);
    }
    expect((await list()).body.result.total).toBe(26);
  });

  it('runs the advanced query with and/or', async () => {
    const items = [
      { field: 'code', rule: 'eq', val: 'P001' },
      { field: 'code', rule: 'eq', val: 'P002' },
    ];
    const and = await list(`superQueryParams=${enc(JSON.stringify(items))}&superQueryMatchType=and`);
    expect(and.body.result.total).toBe(0);
    const or = await list(`superQueryParams=${enc(JSON.stringify(items))}&superQueryMatchType=or`);
    expect(or.body.result.total).toBe(2);
  });

  it('validates input with clear messages and never takes protected fields', async () => {
    const missing = await add({ name: '无编码', postRank: '1' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('职务编码不能为空');
    const badDict = await add({ code: 'X1', name: 'x', postRank: '99' });
    expect(badDict.body.message).toBe('职级的值不在字典中');
    const dup = await add({ code: 'P001', name: '重复', postRank: '1' });
    expect(dup.body).toMatchObject({ success: false, message: '职务编码已存在' });
    const sneaky = await add({
      id: 'my-own-id',
      code: 'SNEAKY',
      name: '越权',
      postRank: '1',
      createBy: 'hacker',
      createTime: '2000-01-01 00:00:00',
      __proto__: { polluted: true },
    });
    expect(sneaky.body.success).toBe(true);
    const row = (await call(t, 'GET', `/sys/position/queryById?id=${sneaky.body.result}`, { token: admin })).body
      .result;
    expect(row.id).not.toBe('my-own-id');
    expect(row.createBy).toBe('admin');
    expect(row.createTime).not.toBe('2000-01-01 00:00:00');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('edits, detects a stale edit with 409, and logs before/after in the operation log', async () => {
    const id = (await list('code=P002')).body.result.records[0].id;
    const loaded = (await call(t, 'GET', `/sys/position/queryById?id=${id}`, { token: admin })).body.result;
    const first = await call(t, 'PUT', '/sys/position/edit', { token: admin, body: { ...loaded, name: '新名称' } });
    expect(first.body).toMatchObject({ success: true, message: '编辑成功!' });
    const stale = await call(t, 'PUT', '/sys/position/edit', { token: admin, body: { ...loaded, name: '旧页面' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_MESSAGE);
    const now = (await call(t, 'GET', `/sys/position/queryById?id=${id}`, { token: admin })).body.result;
    expect(now.name).toBe('新名称');
    const logs = await t.ctx.db
      .selectFrom('sysLog')
      .selectAll()
      .where('logType', '=', 2)
      .where('operateType', '=', 3)
      .execute();
    const mine = logs.find((l) => l.requestParam?.includes(id))!;
    expect(mine.logContent).toBe('职务-编辑');
    expect(JSON.parse(mine.requestParam!)).toEqual([{ id, before: { name: '职务2' }, after: { name: '新名称' } }]);
    expect(mine.userid).toBe('admin');
  });

  it('deletes one and many; unknown ids change nothing', async () => {
    const rows = (await list('column=code&order=asc&pageSize=3')).body.result.records;
    const one = await call(t, 'DELETE', `/sys/position/delete?id=${rows[0].id}`, { token: admin });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const many = await call(t, 'DELETE', `/sys/position/deleteBatch?ids=${rows[1].id},${rows[2].id},`, {
      token: admin,
    });
    expect(many.body).toMatchObject({ success: true, message: '批量删除成功！' });
    const none = await call(t, 'DELETE', `/sys/position/delete?id=${'0'.repeat(32)}`, { token: admin });
    expect(none.body).toMatchObject({ success: false, message: '未找到对应实体' });
    // Not an id at all: a 400, as every id list answers.
    const malformed = await call(t, 'DELETE', '/sys/position/delete?id=nope', { token: admin });
    expect(malformed.status).toBe(400);
    expect((await list()).body.result.total).toBe(27 - 3);
  });

  it('lets the auditor read but not write', async () => {
    expect((await list('', auditor)).status).toBe(200);
    expect((await add({ code: 'A1', name: 'a', postRank: '1' }, auditor)).status).toBe(403);
  });
});

describe('site scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.schema
      .createTable('test_note')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(100)')
      .addColumn('site_id', 'varchar(32)')
      .addColumn('del_flag', 'integer')
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(32)')
      .addColumn('update_time', 'varchar(19)')
      .execute();
  });
  afterAll(() => t.close());

  it('keeps each site to its own rows and soft-deletes', async () => {
    const note = entity({
      name: 'test.note',
      table: 'test_note',
      apiBase: '/test/note',
      permPrefix: 'test:note',
      title: '便签',
      scope: 'site',
      softDelete: true,
      fields: { title: text({ label: '标题' }) },
    });
    const store = new EntityStore(note, t.ctx.db as never, t.ctx.dialect);
    const a = { username: 'admin', siteId: 'siteA' };
    const b = { username: 'admin', siteId: 'siteB' };
    const idA = await store.insert(t.ctx.db as never, a, { title: 'A 的便签' });
    await store.insert(t.ctx.db as never, b, { title: 'B 的便签' });
    const q = { conditions: [], sort: [{ field: 'id', order: 'asc' as const }], pageNo: 1, pageSize: 10 };
    expect((await store.page(a, q)).records.map((r) => r.title)).toEqual(['A 的便签']);
    expect(await store.get(b, idA)).toBeUndefined();
    await store.remove(t.ctx.db as never, a, [idA]);
    expect((await store.page(a, q)).total).toBe(0);
    const raw = await t.ctx.db
      .selectFrom('test_note' as never)
      .selectAll()
      .execute();
    expect(raw).toHaveLength(2);
  });
});
