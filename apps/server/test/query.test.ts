import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { date, datetime, dict, entity, int, money, password, text } from '@yunzhan/common/entities/index';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/core/errors.js';
import {
  applyFilters,
  applyListQuery,
  applySort,
  type Condition,
  type DataRuleRow,
  dataRuleConditions,
  type ListQuery,
  pageOf,
  parseListQuery,
  type QueryParams,
  ruleVariables,
} from '../src/core/query/index.js';
import { type DbHandle, openDatabase } from '../src/db/index.js';

const doc = entity({
  name: 'test.doc',
  table: 'test_doc',
  apiBase: '/test/doc',
  permPrefix: 'test:doc',
  title: '测试文档',
  fields: {
    title: text({ label: '标题', search: 'like' }),
    code: text({ label: '编码' }),
    tags: dict('doc_tag', { label: '标签', multi: true }),
    status: dict('doc_status', { label: '状态', search: 'eq' }),
    level: int({ label: '级别' }),
    price: money({ label: '价格' }),
    publishDate: date({ label: '发布日期', search: 'range' }),
    orgCode: text({ label: '部门编码' }),
    secretKey: password({ label: '密钥' }),
    // Declared so the implicit createTime is not the only date-time column under test.
    checkedAt: datetime({ label: '检查时间', list: false }),
  },
});

interface DocTable {
  id: string;
  title: string;
  code: string;
  tags: string;
  status: string;
  level: number;
  price: number;
  publishDate: string;
  orgCode: string;
  secretKey: string;
  checkedAt: string | null;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}
type TestDb = Kysely<{ testDoc: DocTable }>;

const TITLES: Record<number, string> = {
  1: 'Alpha report',
  2: 'alpha beta',
  3: 'Beta Alpha',
  4: '50% off',
  5: '50x off',
  6: 'snake_case',
  7: 'snakeXcase',
  8: 'bang!mark',
  9: "O'Brien; DROP TABLE test_doc; --",
  10: 'a,b',
};
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const docRow = (n: number) => ({
  n,
  id: `id${pad(n)}`,
  title: TITLES[n] ?? `标题${n}`,
  code: `C${pad(n, 3)}`,
  tags: ['red,blue', 'red', 'green'][n % 3],
  status: n % 2 ? 'draft' : 'published',
  level: n % 5,
  price: n * 1.5,
  publishDate: `2024-01-${pad(n)}`,
  orgCode: ['B01', 'A01', 'A01A02'][n % 3],
  secretKey: `k${n}`,
  checkedAt: null,
  createBy: n <= 10 ? 'alice' : n <= 20 ? 'bob' : 'carol',
  createTime: `2024-03-${pad(n)} ${n === 3 ? '00:00:00' : n === 5 ? '23:59:59' : '12:00:00'}`,
  updateBy: null,
  updateTime: null,
});
type Doc = ReturnType<typeof docRow>;
const ROWS: Doc[] = Array.from({ length: 30 }, (_, i) => docRow(i + 1));
const ALL = ROWS.map((r) => r.n);
const where = (pred: (r: Doc) => boolean) => ROWS.filter(pred).map((r) => r.n);

/** The advanced query as the UI puts it in the URL: `encodeURI(JSON.stringify(list))`. */
const superQuery = (items: unknown[], matchType?: string): QueryParams => ({
  superQueryParams: encodeURI(JSON.stringify(items)),
  ...(matchType ? { superQueryMatchType: matchType } : {}),
});

function rejects(params: QueryParams, message: RegExp) {
  let error: unknown;
  try {
    parseListQuery(doc, params);
  } catch (err) {
    error = err;
  }
  expect(error, JSON.stringify(params)).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).message).toMatch(message);
}

async function openSqlite(): Promise<DbHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-query-'));
  const h = openDatabase({ dataDir });
  return { ...h, close: () => h.close().finally(() => rmSync(dataDir, { recursive: true, force: true })) };
}

async function openPostgres(adminUrl: string): Promise<DbHandle> {
  const name = `yz_query_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement).finally(() => c.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const h = openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  return { ...h, close: () => h.close().finally(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

const backends = [
  { name: 'SQLite', open: openSqlite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', open: () => openPostgres(process.env.TEST_DATABASE_URL as string) }]
    : []),
];

describe.each(backends)('list query on $name', ({ open }) => {
  let h: DbHandle;
  let db: TestDb;

  beforeAll(async () => {
    h = await open();
    // The test table is not part of the application schema.
    db = h.db as unknown as TestDb;
    await h.db
      .withoutPlugins()
      .schema.createTable('test_doc')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(100)')
      .addColumn('code', 'varchar(32)')
      .addColumn('tags', 'varchar(100)')
      .addColumn('status', 'varchar(32)')
      .addColumn('level', 'integer')
      .addColumn('price', 'numeric(10, 2)')
      .addColumn('publish_date', 'varchar(10)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('secret_key', 'varchar(64)')
      .addColumn('checked_at', 'varchar(19)')
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(32)')
      .addColumn('update_time', 'varchar(19)')
      .execute();
    await db
      .insertInto('testDoc')
      .values(ROWS.map(({ n, ...row }) => row))
      .execute();
  });
  afterAll(() => h?.close());

  const base = () => db.selectFrom('testDoc').select('id');
  const numbers = (rows: { id: string }[]) => rows.map((r) => Number(r.id.slice(2)));

  /** Row numbers of a query, in the query's order. */
  async function run(query: ListQuery, extra: readonly Condition[] = []) {
    const q = { ...query, conditions: [...query.conditions, ...extra] };
    const opts = { dialect: h.dialect };
    return numbers(await applySort(applyFilters(base(), doc, q, opts), doc, q, opts).execute());
  }
  /** Row numbers matching `params`, in id order. */
  const matching = (params: QueryParams) => run(parseListQuery(doc, { column: 'id', order: 'asc', ...params }));

  describe('per-field value rules (contract §4.2)', () => {
    it('treats a plain value as equality, never as an implicit LIKE', async () => {
      expect(await matching({ code: 'C007' })).toEqual([7]);
      expect(await matching({ code: 'C00' })).toEqual([]);
      expect(await matching({ code: '  C007  ' })).toEqual([7]);
      expect(await matching({ level: '2' })).toEqual(where((r) => r.level === 2));
    });

    it('reads * as LIKE, LEFT_LIKE (ends with) and RIGHT_LIKE (starts with), case-insensitively', async () => {
      expect(await matching({ title: '*alpha*' })).toEqual([1, 2, 3]);
      expect(await matching({ title: '*off' })).toEqual([4, 5]);
      expect(await matching({ title: 'snake*' })).toEqual([6, 7]);
      expect(await matching({ title: '*' })).toEqual(ALL);
    });

    it('matches %, _ and the escape character literally', async () => {
      expect(await matching({ title: '*50%*' })).toEqual([4]);
      expect(await matching({ title: '*%*' })).toEqual([4]);
      expect(await matching({ title: '50%*' })).toEqual([4]);
      expect(await matching({ title: '*e_c*' })).toEqual([6]);
      expect(await matching({ title: '*_*' })).toEqual([6, 9]);
      expect(await matching({ title: '*!*' })).toEqual([8]);
      expect(await matching({ title: '*g!m*' })).toEqual([8]);
    });

    it('reads a comma as IN, and a++b as equality with a comma', async () => {
      expect(await matching({ code: 'C001,C002,C005' })).toEqual([1, 2, 5]);
      expect(await matching({ code: 'in C001,C002' })).toEqual([1, 2]);
      expect(await matching({ code: 'IN C001, C003' })).toEqual([1, 3]);
      expect(await matching({ code: ['C001', 'C004'] })).toEqual([1, 4]);
      expect(await matching({ level: '1,2' })).toEqual(where((r) => r.level === 1 || r.level === 2));
      expect(await matching({ title: 'a,b' })).toEqual([]);
      expect(await matching({ title: 'a++b' })).toEqual([10]);
      expect(await matching({ title: '*a,b*' })).toEqual([10]);
    });

    it('reads ! and != as not-equal', async () => {
      const published = where((r) => r.status === 'published');
      expect(await matching({ status: '!draft' })).toEqual(published);
      expect(await matching({ status: '!= draft' })).toEqual(published);
      expect(await matching({ status: 'ne draft' })).toEqual(published);
      expect(await matching({ level: '!0' })).toEqual(where((r) => r.level !== 0));
    });

    it.each([
      ['>= 3', (l: number) => l >= 3],
      ['<= 1', (l: number) => l <= 1],
      ['> 3', (l: number) => l > 3],
      ['< 1', (l: number) => l < 1],
      ['= 2', (l: number) => l === 2],
      ['!= 2', (l: number) => l !== 2],
      ['ge 3', (l: number) => l >= 3],
      ['le 1', (l: number) => l <= 1],
      ['gt 3', (l: number) => l > 3],
      ['lt 1', (l: number) => l < 1],
      ['eq 2', (l: number) => l === 2],
      ['ne 2', (l: number) => l !== 2],
    ])('reads the operator prefix "%s"', async (value, pred) => {
      expect(await matching({ level: value })).toEqual(where((r) => pred(r.level)));
    });

    it('compares decimals, text and dates with operator prefixes', async () => {
      expect(await matching({ price: '> 40.5' })).toEqual([28, 29, 30]);
      expect(await matching({ code: '>= C028' })).toEqual([28, 29, 30]);
      expect(await matching({ publishDate: '< 2024-01-03' })).toEqual([1, 2]);
    });

    it('reads ,a,b, as LIKE a OR LIKE b for multi-select values', async () => {
      expect(await matching({ tags: ',blue,green,' })).toEqual(where((r) => r.n % 3 !== 1));
      expect(await matching({ tags: ',blue,' })).toEqual(where((r) => r.n % 3 === 0));
      expect(await matching({ tags: ',,' })).toEqual(ALL);
    });

    it('reads _begin and _end as an inclusive range', async () => {
      expect(await matching({ publishDate_begin: '2024-01-05', publishDate_end: '2024-01-07' })).toEqual([5, 6, 7]);
      expect(await matching({ publishDate_end: '2024-01-02 08:00:00' })).toEqual([1, 2]);
      expect(await matching({ level_begin: '2', level_end: '3' })).toEqual(where((r) => r.level >= 2 && r.level <= 3));
      expect(await matching({ price_begin: '3', price_end: '6' })).toEqual([2, 3, 4]);
    });

    it('stretches a bare date over the whole day for date-time columns', async () => {
      expect(await matching({ createTime_begin: '2024-03-03', createTime_end: '2024-03-05' })).toEqual([3, 4, 5]);
      expect(await matching({ createTime_begin: '2024-03-03 00:00:01', createTime_end: '2024-03-05' })).toEqual([4, 5]);
    });

    it('reads _MultiString as IN', async () => {
      expect(await matching({ level_MultiString: '0,4' })).toEqual(where((r) => r.level === 0 || r.level === 4));
      expect(await matching({ status_MultiString: 'draft,published' })).toEqual(ALL);
    });

    it('ignores empty values, non-field and reserved parameters, and sensitive fields', async () => {
      const params: QueryParams = {
        title: '',
        code: '   ',
        level_begin: '',
        foo: 'bar',
        _t: '1700000000',
        field: 'id,,title',
        secretKey: 'k1',
        secretKey_begin: 'k',
        secretKey_MultiString: 'k1,k2',
        siteId: 'other',
        constructor: 'x',
        ['__proto__']: 'x',
      };
      expect(await matching(params)).toEqual(ALL);
    });

    it('combines several conditions with AND', async () => {
      expect(await matching({ status: 'draft', level: '>= 3', createBy: 'bob' })).toEqual(
        where((r) => r.status === 'draft' && r.level >= 3 && r.createBy === 'bob'),
      );
    });

    it.each([
      [{ level: 'abc' }, /级别.*整数/],
      [{ level: '1.5' }, /整数/],
      [{ level_begin: '99999999999' }, /整数/],
      [{ level: '*1*' }, /不支持模糊查询/],
      [{ level: ',1,2,' }, /不支持模糊查询/],
      [{ price: '> x' }, /价格.*数字/],
      [{ publishDate_begin: 'yesterday' }, /日期/],
      [{ createTime: '2024-03-01T00:00:00Z' }, /日期/],
      [{ title: 'a\0b' }, /非法字符/],
      [{ title: '*a\0b*' }, /非法字符/],
    ])('answers 400 for a value the field cannot hold: %j', (params, message) => {
      rejects(params as QueryParams, message);
    });
  });

  describe('sort (column, order)', () => {
    const ids = (params: QueryParams) => run(parseListQuery(doc, params));
    const sorted = (cmp: (a: Doc, b: Doc) => number) => [...ROWS].sort(cmp).map((r) => r.n);

    it('defaults to the entity order (createTime desc) with id as the tie-breaker', async () => {
      expect(await ids({})).toEqual([...ALL].reverse());
      expect(parseListQuery(doc, {}).sort).toEqual([
        { field: 'createTime', order: 'desc' },
        { field: 'id', order: 'desc' },
      ]);
    });

    it('needs no id tie-break after a required unique field (an index on it alone serves the order)', () => {
      const account = entity({
        name: 'test.account',
        table: 'test_account',
        apiBase: '/test/account',
        permPrefix: 'test:account',
        title: '账号',
        fields: {
          login: text({ label: '账号', required: true, unique: true }),
          mail: text({ label: '邮箱', unique: true }),
        },
      });
      expect(parseListQuery(account, { column: 'login', order: 'asc' }).sort).toEqual([
        { field: 'login', order: 'asc' },
      ]);
      // Optional unique values may be missing on many rows: the id still decides among those.
      expect(parseListQuery(account, { column: 'mail', order: 'asc' }).sort).toEqual([
        { field: 'mail', order: 'asc' },
        { field: 'id', order: 'asc' },
      ]);
    });

    it('sorts by asc or desc (any case; descending when empty) with a stable id tie-break, refusing other orders', async () => {
      expect(await ids({ column: 'level', order: 'asc' })).toEqual(sorted((a, b) => a.level - b.level || a.n - b.n));
      expect(await ids({ column: 'level', order: 'ASC' })).toEqual(sorted((a, b) => a.level - b.level || a.n - b.n));
      rejects({ column: 'level', order: 'ASCEND' }, /排序方式只能是asc或desc/);
      expect(await ids({ column: 'level', order: 'desc' })).toEqual(sorted((a, b) => b.level - a.level || b.n - a.n));
      expect(await ids({ column: 'level' })).toEqual(sorted((a, b) => b.level - a.level || b.n - a.n));
    });

    it('sorts by several columns and strips a _dictText suffix', async () => {
      const byStatusLevel = (a: Doc, b: Doc) => a.status.localeCompare(b.status) || a.level - b.level || a.n - b.n;
      expect(await ids({ column: 'status_dictText,level', order: 'asc' })).toEqual(sorted(byStatusLevel));
      expect(await ids({ column: ' price , publishDate ', order: 'desc' })).toEqual([...ALL].reverse());
    });

    it('uses the default order for an empty column', () => {
      expect(parseListQuery(doc, { column: ' , ', order: 'asc' }).sort[0]).toEqual({
        field: 'createTime',
        order: 'desc',
      });
    });

    it.each([
      'nope',
      'secretKey',
      'siteId',
      'create_time',
      'title;drop table test_doc',
      'title desc',
      'title,(select 1)',
      '__proto__',
    ])('answers 400 for the sort column %j', (column) => {
      rejects({ column, order: 'asc' }, /^不支持的排序字段: /);
    });
  });

  describe('paging', () => {
    it('defaults to page 1 of 10 and caps the page size at 1000', () => {
      expect(pageOf(parseListQuery(doc, {}))).toEqual({ pageNo: 1, pageSize: 10, offset: 0 });
      expect(pageOf(parseListQuery(doc, { pageNo: '3', pageSize: '20' }))).toEqual({
        pageNo: 3,
        pageSize: 20,
        offset: 40,
      });
      expect(pageOf(parseListQuery(doc, { pageSize: '5000' })).pageSize).toBe(1000);
      for (const bad of ['x', '0', '-1', '1.5', '']) {
        expect(pageOf(parseListQuery(doc, { pageNo: bad, pageSize: bad }))).toEqual({
          pageNo: 1,
          pageSize: 10,
          offset: 0,
        });
      }
    });

    it('returns one page of the filtered, sorted rows and counts them all', async () => {
      const query = parseListQuery(doc, { status: 'draft', column: 'level', order: 'asc', pageNo: '2', pageSize: '4' });
      const opts = { dialect: h.dialect };
      const page = numbers(await applyListQuery(base(), doc, query, opts).execute());
      const drafts = ROWS.filter((r) => r.status === 'draft').sort((a, b) => a.level - b.level || a.n - b.n);
      expect(page).toEqual(drafts.slice(4, 8).map((r) => r.n));
      const count = await applyFilters(db.selectFrom('testDoc'), doc, query, opts)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      expect(Number(count.total)).toBe(drafts.length);
    });

    it('qualifies columns with a table name when asked', async () => {
      const query = parseListQuery(doc, { level: '>= 4', column: 'code', order: 'asc' });
      const opts = { dialect: h.dialect, table: 'test_doc' };
      const rows = await applyListQuery(base(), doc, query, opts).execute();
      expect(numbers(rows)).toEqual(where((r) => r.level >= 4).slice(0, 10));
    });
  });

  describe('advanced query (superQueryParams)', () => {
    it.each([
      ['eq', 'status', 'draft', (r: Doc) => r.status === 'draft'],
      ['=', 'status', 'draft', (r: Doc) => r.status === 'draft'],
      ['ne', 'status', 'draft', (r: Doc) => r.status !== 'draft'],
      ['!=', 'status', 'draft', (r: Doc) => r.status !== 'draft'],
      ['gt', 'level', '3', (r: Doc) => r.level > 3],
      ['>', 'level', '3', (r: Doc) => r.level > 3],
      ['ge', 'level', '3', (r: Doc) => r.level >= 3],
      ['>=', 'price', '42', (r: Doc) => r.price >= 42],
      ['lt', 'level', '1', (r: Doc) => r.level < 1],
      ['<', 'publishDate', '2024-01-03', (r: Doc) => r.n < 3],
      ['le', 'level', '1', (r: Doc) => r.level <= 1],
      ['<=', 'createTime', '2024-03-03', (r: Doc) => r.n <= 3],
      ['in', 'code', 'C001,C003', (r: Doc) => r.n === 1 || r.n === 3],
      ['IN', 'level', '0,4', (r: Doc) => r.level === 0 || r.level === 4],
      ['like', 'title', 'ALPHA', (r: Doc) => r.n <= 3],
      ['LIKE', 'title', '%', (r: Doc) => r.n === 4],
      ['left_like', 'title', 'off', (r: Doc) => r.n === 4 || r.n === 5],
      ['LEFT_LIKE', 'title', '_case', (r: Doc) => r.n === 6],
      ['right_like', 'title', 'snake', (r: Doc) => r.n === 6 || r.n === 7],
      ['RIGHT_LIKE', 'code', 'C02', (r: Doc) => r.n >= 20 && r.n <= 29],
      ['eq_with_add', 'title', 'a++b', (r: Doc) => r.n === 10],
    ])('applies the rule %s', async (rule, field, val, pred) => {
      const items = [{ field, rule, val, type: 'string' }];
      expect(await matching(superQuery(items))).toEqual(where(pred));
      // Also when the JSON arrives without the extra URL encoding.
      expect(await matching({ superQueryParams: JSON.stringify(items) })).toEqual(where(pred));
    });

    it('joins items with AND by default and with OR for superQueryMatchType=or', async () => {
      const items = [
        { field: 'level', rule: 'eq', val: '1' },
        { field: 'level', rule: 'eq', val: '2' },
      ];
      const oneOrTwo = where((r) => r.level === 1 || r.level === 2);
      expect(await matching(superQuery(items))).toEqual([]);
      expect(await matching(superQuery(items, 'and'))).toEqual([]);
      expect(await matching(superQuery(items, 'or'))).toEqual(oneOrTwo);
      expect(await matching(superQuery(items, ' OR '))).toEqual(oneOrTwo);
      rejects(superQuery(items, 'xor'), /高级查询的匹配方式只能是and或or/);
    });

    it('AND-s the whole group with the other conditions', async () => {
      const items = [
        { field: 'level', rule: 'eq', val: '1' },
        { field: 'level', rule: 'eq', val: '2' },
      ];
      expect(await matching({ status: 'draft', ...superQuery(items, 'or') })).toEqual(
        where((r) => r.status === 'draft' && (r.level === 1 || r.level === 2)),
      );
    });

    it('skips items with an empty field, rule or value', async () => {
      const items = [
        { field: '', rule: 'eq', val: 'x' },
        { field: 'level', rule: '', val: '1' },
        { field: 'level', rule: 'eq', val: '' },
        { field: 'level', rule: 'eq' },
        { field: 'code', rule: 'in', val: ' , ' },
      ];
      expect(await matching(superQuery(items))).toEqual(ALL);
      expect(await matching({ superQueryParams: '' })).toEqual(ALL);
      expect(await matching(superQuery([]))).toEqual(ALL);
    });

    it('joins multi-values sent as an array', async () => {
      const items = [{ field: 'code', rule: 'in', val: ['C002', 'C004'] }];
      expect(await matching(superQuery(items))).toEqual([2, 4]);
    });

    it.each([
      ['not json', /高级查询参数格式不正确/],
      ['%E0%A4%A', /高级查询参数格式不正确/],
      [encodeURI('{"field":"level"}'), /高级查询参数格式不正确/],
      [encodeURI('[1]'), /高级查询参数格式不正确/],
      [encodeURI('[{"field":{"a":1},"rule":"eq","val":"1"}]'), /高级查询参数格式不正确/],
    ])('answers 400 for the malformed superQueryParams %j', (superQueryParams, message) => {
      rejects({ superQueryParams }, message);
    });

    it.each([
      [{ field: 'nope', rule: 'eq', val: '1' }, /^不支持的查询字段: nope$/],
      [{ field: 'secretKey', rule: 'eq', val: 'k1' }, /^不支持的查询字段: secretKey$/],
      [{ field: 'siteId', rule: 'eq', val: '1' }, /^不支持的查询字段/],
      [{ field: 'title) or (1=1', rule: 'eq', val: '1' }, /^不支持的查询字段/],
      [{ field: 'title', rule: 'regexp', val: '.*' }, /^不支持的查询规则: regexp$/],
      [{ field: 'title', rule: 'USE_SQL_RULES', val: '1=1' }, /^不支持的查询规则/],
      [{ field: 'title', rule: '__proto__', val: '1' }, /^不支持的查询规则/],
      [{ field: 'level', rule: 'eq', val: '1 or 1=1' }, /整数/],
      [{ field: 'level', rule: 'like', val: '1' }, /不支持模糊查询/],
    ])('answers 400 for the item %j', (item, message) => {
      rejects(superQuery([item]), message);
    });
  });

  describe('injection attempts', () => {
    it('match values literally through bound parameters', async () => {
      expect(await matching({ title: "' OR '1'='1" })).toEqual([]);
      expect(await matching({ title: "O'Brien; DROP TABLE test_doc; --" })).toEqual([9]);
      expect(await matching({ title: '*Brien; DROP TABLE test_doc; --*' })).toEqual([9]);
      expect(await matching({ code: "C001') OR ('1'='1" })).toEqual([]);
      expect(await matching({ code: 'C001" OR "1"="1' })).toEqual([]);
      expect(await matching({ title: "x' OR 1=1 --,y" })).toEqual([]);
      expect(await matching({ publishDate: '!2024-01-01' })).toEqual(where((r) => r.n !== 1));
      const items = [{ field: 'title', rule: 'like', val: "x%' OR '1'='1" }];
      expect(await matching(superQuery(items, 'or'))).toEqual([]);
    });

    it('never put client text into the SQL text', () => {
      const evil = "'); DROP TABLE test_doc; --";
      const query = parseListQuery(doc, {
        title: `*${evil}*`,
        code: `${evil},x`,
        orgCode: `!${evil}`,
        ...superQuery([{ field: 'tags', rule: 'right_like', val: evil }]),
      });
      const compiled = applyListQuery(base(), doc, query, { dialect: h.dialect }).compile();
      expect(compiled.sql).not.toContain('DROP');
      expect(compiled.parameters.filter((p) => String(p).includes('DROP'))).toHaveLength(4);
    });

    it('leave the table intact', async () => {
      const rows = await base().execute();
      expect(rows).toHaveLength(30);
    });
  });

  describe('data-permission rules (contract §4.4)', () => {
    // "now" is 2024-03-05 12:00:00 local time.
    const alice = ruleVariables(
      { username: 'alice', realname: 'Alice', orgCode: 'A01', orgCodes: ['A01', 'B01'], tenantIds: '1,2' },
      new Date(2024, 2, 5, 12, 0, 0),
    );
    const rule = (ruleColumn: string, ruleConditions: string, ruleValue: string): DataRuleRow => ({
      ruleColumn,
      ruleConditions,
      ruleValue,
    });
    async function visible(rules: DataRuleRow[], params: QueryParams = {}, vars = alice) {
      const { conditions, warnings } = dataRuleConditions(doc, rules, vars);
      const rows = await run(parseListQuery(doc, { column: 'id', order: 'asc', ...params }), conditions);
      return { rows, warnings };
    }

    it.each([
      [rule('createBy', '=', '#{sys_user_code}'), (r: Doc) => r.createBy === 'alice'],
      [rule('createBy', 'eq', '#{sysUserCode}'), (r: Doc) => r.createBy === 'alice'],
      [rule('createBy', '!=', '#{SYS_USER_CODE}'), (r: Doc) => r.createBy !== 'alice'],
      [rule('orgCode', 'RIGHT_LIKE', '#{sys_org_code}'), (r: Doc) => r.orgCode.startsWith('A01')],
      [rule('orgCode', 'LEFT_LIKE', 'A02'), (r: Doc) => r.orgCode.endsWith('A02')],
      [rule('orgCode', 'LIKE', '1A'), (r: Doc) => r.orgCode === 'A01A02'],
      [rule('orgCode', '=', '#{sys_org_code}A02'), (r: Doc) => r.orgCode === 'A01A02'],
      [rule('orgCode', 'IN', '#{sys_multi_org_code}'), (r: Doc) => r.orgCode === 'A01' || r.orgCode === 'B01'],
      [rule('level', 'IN', '#{tenant_id}'), (r: Doc) => r.level === 1 || r.level === 2],
      [rule('publishDate', '>=', '2024-01-25'), (r: Doc) => r.n >= 25],
      [rule('createTime', '<', '#{sys_time}'), (r: Doc) => r.n <= 4],
      [rule('createTime', '<=', '#{sys_date}'), (r: Doc) => r.n <= 4],
      [rule('level', '>', '3'), (r: Doc) => r.level > 3],
      [rule('level', '<=', '0'), (r: Doc) => r.level <= 0],
    ])('applies %j', async (row, pred) => {
      const { rows, warnings } = await visible([row]);
      expect(warnings).toEqual([]);
      expect(rows).toEqual(where(pred));
    });

    it('AND-s rules with each other and with the list query', async () => {
      const rules = [rule('createBy', '=', '#{sys_user_code}'), rule('orgCode', 'RIGHT_LIKE', '#{sys_org_code}')];
      const { rows } = await visible(rules, { status: 'draft' });
      expect(rows).toEqual(where((r) => r.createBy === 'alice' && r.orgCode.startsWith('A01') && r.status === 'draft'));
    });

    it('never executes SQL rules: they are skipped with a warning', async () => {
      const { rows, warnings } = await visible([
        rule('', 'USE_SQL_RULES', "create_by = '#{sys_user_code}' OR 1=1"),
        rule('title', 'ext', '1=0'),
      ]);
      expect(rows).toEqual(ALL);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatch(/SQL/);
    });

    it('skips rules on columns the entity cannot filter and rules with unknown conditions', async () => {
      const { rows, warnings } = await visible([
        rule('nope', '=', 'x'),
        rule('secretKey', '=', 'k1'),
        rule('create_by', '=', 'alice'),
        rule('title', 'regexp', '.*'),
      ]);
      expect(rows).toEqual(ALL);
      expect(warnings).toHaveLength(4);
    });

    it('denies every row when a rule cannot be resolved', async () => {
      const noOrg = ruleVariables({ username: 'x' });
      for (const [rules, vars] of [
        [[rule('createBy', '=', '#{nope}')], alice],
        [[rule('orgCode', 'RIGHT_LIKE', '#{sys_org_code}')], noOrg],
        [[rule('orgCode', 'IN', '#{sys_multi_org_code}')], noOrg],
        [[rule('level', '=', 'abc')], alice],
        [[rule('orgCode', 'IN', ' , ')], alice],
      ] as const) {
        const { rows, warnings } = await visible([...rules], {}, vars);
        expect(rows, JSON.stringify(rules)).toEqual([]);
        expect(warnings).toHaveLength(1);
      }
    });

    it('treats variable values and rule text literally', async () => {
      const odd = ruleVariables({ username: "x' OR '1'='1", orgCode: '%' });
      expect((await visible([rule('createBy', '=', '#{sys_user_code}')], {}, odd)).rows).toEqual([]);
      expect((await visible([rule('orgCode', 'RIGHT_LIKE', '#{sys_org_code}')], {}, odd)).rows).toEqual([]);
      expect((await visible([rule('title', 'LIKE', "O'Brien; DROP TABLE")])).rows).toEqual([9]);
    });
  });
});
