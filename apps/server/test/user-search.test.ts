import { sysUser } from '@yunzhan/common/entities/system/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textNarrower } from '../src/core/query/text-index.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

/**
 * Substring and prefix searches on the user list go through the trigram index (SQLite FTS5 table kept by
 * triggers, pg_trgm on PostgreSQL); the answers must be exactly those of a plain LIKE, however the rows change.
 */
describe('user search through the n-gram index', () => {
  let t: TestApp;
  let admin: string;
  const usernames = async (qs: string) => {
    const r = await call(t, 'GET', `/sys/user/list?pageSize=100&${qs}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.result.records as { username: string }[]).map((u) => u.username).sort();
  };
  const total = async (qs: string) =>
    (await call(t, 'GET', `/sys/user/list?${qs}`, { token: admin })).body.result.total as number;
  const insert = (i: number, username: string, realname: string) =>
    t.ctx.db
      .insertInto('sysUser')
      .values({
        id: `search${String(i).padStart(26, '0')}`,
        username,
        realname,
        password: 'x',
        status: 1,
        delFlag: 0,
        phone: `1370000${String(i).padStart(4, '0')}`,
        email: `${username}@search.example`,
        workNo: `S${i}`,
        passwordChangeRequired: 0,
        createTime: '2026-01-01 00:00:00',
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    // 1 200 users share "bulk": more than the index hands out as an id list, so that search scans instead.
    for (let i = 0; i < 1200; i++) await insert(i, `bulk${i}`, `批量用户${i}`);
    await insert(5000, 'Quartz_Lee', '石英李');
    await insert(5001, 'quartzwang', '王石英');
    await insert(5002, 'ZQUARTZ', '张三');
  });
  afterAll(() => t.close());

  it('finds substrings and prefixes case-insensitively, with totals', async () => {
    expect(await usernames(`username=${enc('*quartz*')}`)).toEqual(['Quartz_Lee', 'ZQUARTZ', 'quartzwang']);
    expect(await usernames(`username=${enc('quartz*')}`)).toEqual(['Quartz_Lee', 'quartzwang']);
    expect(await usernames(`username=${enc('*WANG')}`)).toEqual(['quartzwang']);
    expect(await total(`username=${enc('*quartz*')}`)).toBe(3);
    expect(await usernames(`realname=${enc('*石英*')}`)).toEqual(['Quartz_Lee', 'quartzwang']);
    expect(await usernames(`email=${enc('*wang@search*')}`)).toEqual(['quartzwang']);
    expect(await usernames(`username=${enc('*nomatch*')}`)).toEqual([]);
  });

  it('treats wildcard characters in the text literally', async () => {
    expect(await usernames(`username=${enc('*tz_L*')}`)).toEqual(['Quartz_Lee']);
    expect(await usernames(`username=${enc('*tz%*')}`)).toEqual([]);
  });

  it('answers common text that matches many users in full', async () => {
    expect(await total(`username=${enc('*bulk*')}`)).toBe(1200);
    expect(await total(`username=${enc('bulk1*')}`)).toBe(1 + 10 + 100 + 200);
  });

  it('narrows selective searches to an id list, common ones to the index, and scans what it cannot answer', async () => {
    const narrow = textNarrower(t.ctx.db, t.ctx.dialect);
    const like = (text: string) => [{ type: 'like' as const, field: 'username', op: 'like' as const, text }];
    const selective = await narrow(sysUser, like('quartz'));
    expect(selective).toHaveLength(2);
    expect(selective[1]).toMatchObject({ type: 'in', field: 'id' });
    expect((await narrow(sysUser, like('nomatch')))[1]).toEqual({ type: 'none' });
    expect((await narrow(sysUser, like('bulk')))[1]).toMatchObject({ type: 'indexed', posting: 'sys_user_ngram' });
    expect(await narrow(sysUser, like('qu'))).toHaveLength(1);
  });

  it('follows edits and deletes', async () => {
    const r = await call(t, 'GET', `/sys/user/list?username=${enc('quartzwang')}`, { token: admin });
    const id = r.body.result.records[0].id as string;
    await t.ctx.db.updateTable('sysUser').set({ username: 'granitewang' }).where('id', '=', id).execute();
    expect(await usernames(`username=${enc('*quartz*')}`)).toEqual(['Quartz_Lee', 'ZQUARTZ']);
    expect(await usernames(`username=${enc('*granite*')}`)).toEqual(['granitewang']);
    await t.ctx.db.deleteFrom('sysUser').where('id', '=', id).execute();
    expect(await usernames(`username=${enc('*granite*')}`)).toEqual([]);
  });
});
