import { sysUser } from '@yunzhan/common/entities/system/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whereOf } from '../src/core/query/apply.js';
import type { LikeOp } from '../src/core/query/conditions.js';
import { gramsOf, searchGrams } from '../src/core/search/ngrams.js';
import { postingTable } from '../src/db/search-index.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

/** A small seeded generator: the same strings on every run and database. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}
const POOL = [...'王伟芳华为李娜张明', ...'aAbBmMtT', ...'129', ...'ＭａＡ１，', ' ', '%', '_', '𠀋'];

/**
 * The indexed search answers exactly what the plain LIKE answers, for random texts mixing Chinese, Latin of both
 * cases, digits, full-width forms, spaces, LIKE wildcards and a character beyond the BMP — after inserts, edits and
 * deletes, for substrings, prefixes and suffixes of one to five characters.
 */
describe('n-gram search against the plain LIKE', () => {
  let t: TestApp;
  let admin: string;
  const rnd = random(20261124);
  const pick = () => POOL[Math.floor(rnd() * POOL.length)];
  const text = (max: number) => Array.from({ length: Math.floor(rnd() * max) }, pick).join('');
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const rows = Array.from({ length: 400 }, (_, i) => {
      const id = `prop${String(i).padStart(28, '0')}`;
      ids.push(id);
      return {
        id,
        username: `prop_user_${i}`,
        realname: text(14),
        password: 'x',
        status: 1,
        delFlag: 0,
        passwordChangeRequired: 0,
        createTime: '2026-01-01 00:00:00',
      };
    });
    await t.ctx.db.insertInto('sysUser').values(rows).execute();
  });
  afterAll(() => t.close());

  const expected = async (op: LikeOp, q: string) => {
    const rows = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where(whereOf(sysUser, [{ type: 'like', field: 'realname', op, text: q }], { dialect: t.ctx.dialect }))
      .where('id', 'like', 'prop%')
      .execute();
    return rows.map((r) => r.id).sort();
  };
  const found = async (value: string) => {
    const r = await call(t, 'GET', `/sys/user/list?pageSize=1000&realname=${encodeURIComponent(value)}`, {
      token: admin,
    });
    expect(r.body.success, r.body.message).toBe(true);
    const got = (r.body.result.records as { id: string }[]).map((x) => x.id).filter((id) => id.startsWith('prop'));
    return got.sort();
  };
  /** Search texts: pieces of stored names (so that many match) and random ones. */
  const queries = async (n: number) => {
    const names = (await t.ctx.db.selectFrom('sysUser').select('realname').where('id', 'like', 'prop%').execute())
      .map((r) => [...(r.realname ?? '')])
      .filter((c) => c.length);
    return Array.from({ length: n }, (_, k) => {
      const len = 1 + (k % 5);
      if (k % 3 === 2) return text(len + 1).trim();
      const chars = names[Math.floor(rnd() * names.length)];
      const at = Math.floor(rnd() * chars.length);
      return chars
        .slice(at, at + len)
        .join('')
        .trim();
    }).filter((q) => q && !q.includes('*') && !q.startsWith('!'));
  };
  const check = async (n: number) => {
    for (const q of await queries(n)) {
      expect(await found(`*${q}*`), `*${q}*`).toEqual(await expected('like', q));
      expect(await found(`${q}*`), `${q}*`).toEqual(await expected('right_like', q));
      expect(await found(`*${q}`), `*${q}`).toEqual(await expected('left_like', q));
    }
  };

  it('indexes the same grams in SQL as in code', async () => {
    const rows = await t.ctx.db
      .selectFrom('sysUser')
      .select(['id', 'realname'])
      .where('id', 'like', 'prop%')
      .limit(60)
      .execute();
    const slot = sysUser.textIndexed.indexOf('realname');
    for (const row of rows) {
      const stored = await t.ctx.db
        .selectFrom(postingTable('sys_user') as never)
        .select('gram' as never)
        .where('row_id' as never, '=', row.id as never)
        .where('field' as never, '=', slot as never)
        .execute();
      const grams = stored.map((s) => (s as { gram: string }).gram).sort();
      expect(grams, row.realname ?? '').toEqual([...gramsOf(row.realname ?? '')].sort());
    }
  });

  it('finds exactly the LIKE rows after inserts', async () => {
    await check(90);
  });

  it('finds exactly the LIKE rows after edits and deletes', async () => {
    for (const id of ids.slice(0, 120)) {
      await t.ctx.db
        .updateTable('sysUser')
        .set({ realname: text(14) })
        .where('id', '=', id)
        .execute();
    }
    await t.ctx.db.deleteFrom('sysUser').where('id', 'in', ids.slice(120, 160)).execute();
    await check(90);
  });

  it('chooses grams the index can answer', () => {
    expect(searchGrams('伟')).toEqual(['伟']);
    expect(searchGrams('伟芳')).toEqual(['伟芳']);
    expect(searchGrams('华为 MateBook')).toEqual(['华为', '为 ', ' ma', 'mat', 'ate', 'teb', 'ebo', 'boo', 'ook']);
    expect(searchGrams('ab')).toEqual([]);
    expect(searchGrams('User')).toEqual(['use', 'ser']);
    expect(searchGrams('Ｍａ')).toEqual([]);
  });
});
