import { describe, expect, expectTypeOf, it } from 'vitest';
import { publishingActions } from './cms/publishing';
import { actionOffered, type EntityRow, entity } from './define';
import { date, datetime, dict, int, lines, money, password, ref, switchField, tableDict, text, user } from './fields';

const driver = entity({
  name: 'cms.driver',
  table: 'cms_driver',
  apiBase: '/cms/driver',
  permPrefix: 'cms:driver',
  title: '驱动下载',
  scope: 'site',
  softDelete: true,
  fields: {
    productId: ref('cms.product', { label: '所属产品', required: true }),
    osVersion: dict('os_version', { label: '操作系统', search: 'eq', multi: true }),
    version: text({ label: '版本号', required: true, max: 32, pattern: /^\d+(\.\d+)*$/ }),
    status: dict('publish_status', { label: '状态', default: 'draft', search: 'eq' }),
    level: dict('level', { label: '级别', numeric: true }),
    depart: tableDict({ table: 'sys_depart', text: 'depart_name', code: 'id' }, { label: '部门' }),
    releasedAt: date({ label: '发布日期', search: 'range' }),
    downloads: int({ label: '下载次数', column: 'download_count' }),
    price: money({ label: '价格' }),
    enabled: switchField({ label: '启用' }),
    token: password({ label: '令牌' }),
  },
  sort: { releasedAt: 'desc' },
});

describe('entity()', () => {
  it('maps fields to snake_case columns unless overridden', () => {
    expect(driver.columnOf('productId')).toBe('product_id');
    expect(driver.columnOf('releasedAt')).toBe('released_at');
    expect(driver.columnOf('downloads')).toBe('download_count');
    expect(driver.columnOf('createTime')).toBe('create_time');
    expect(driver.columnOf('siteId')).toBe('site_id');
    expect(() => driver.columnOf('nope')).toThrow(/unknown field/);
  });

  it('adds the implicit columns by scope and soft delete', () => {
    expect(Object.keys(driver.auditFields)).toEqual([
      'id',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
      'siteId',
      'delFlag',
    ]);
    const plain = entity({ name: 'x', table: 'x', apiBase: '/x', permPrefix: 'x', title: 'x', fields: {} });
    expect(Object.keys(plain.auditFields)).toEqual(['id', 'createBy', 'createTime', 'updateBy', 'updateTime']);
    expect(plain.scope).toBe('global');
    expect(plain.defaultSort).toEqual([{ field: 'createTime', order: 'desc' }]);
  });

  it('derives filterable, sortable and dictionary fields; sensitive ones are none of them', () => {
    for (const list of [driver.filterableFields, driver.sortableFields]) {
      expect(list).toEqual(expect.arrayContaining(['id', 'createTime', 'updateTime', 'version', 'releasedAt']));
      expect(list).not.toContain('token');
      expect(list).not.toContain('siteId');
      expect(list).not.toContain('delFlag');
    }
    expect(driver.dictFields).toEqual(['osVersion', 'status', 'level', 'depart']);
    expect(driver.fields.token.list).toBe(false);
    expect(driver.field('token')?.sensitive).toBe(true);
    expect(driver.defaultSort).toEqual([{ field: 'releasedAt', order: 'desc' }]);
  });

  it('looks fields up by own name only', () => {
    expect(driver.field('version')?.label).toBe('版本号');
    expect(driver.field('createTime')?.kind).toBe('datetime');
    expect(driver.field('constructor')).toBeUndefined();
    expect(driver.field('__proto__')).toBeUndefined();
  });

  it('resolves field defaults', () => {
    expect(driver.fields.enabled.options).toEqual(['Y', 'N']);
    expect(driver.fields.enabled.valueType).toBe('string');
    expect(switchField({ label: 'x', options: [1, 0] }).valueType).toBe('int');
    expect(driver.fields.level.valueType).toBe('int');
    expect(driver.fields.price).toMatchObject({ valueType: 'decimal', precision: 2 });
    expect(driver.fields.osVersion).toMatchObject({ dictCode: 'os_version', multi: true });
    expect(driver.fields.version).toMatchObject({ list: true, form: true, sortable: true, required: true });
  });

  it('rejects names that could not be trusted as identifiers', () => {
    const base = { name: 'x', apiBase: '/x', permPrefix: 'x', title: 'x' };
    expect(() => entity({ ...base, table: 'x; drop', fields: {} })).toThrow(/table/);
    expect(() => entity({ ...base, table: 'x', fields: { 'a b': text({ label: 'a' }) } })).toThrow(/field name/);
    expect(() => entity({ ...base, table: 'x', fields: { a: text({ label: 'a', column: 'A"' }) } })).toThrow(/column/);
    expect(() => entity({ ...base, table: 'x', fields: { order: text({ label: 'a' }) } })).toThrow(/reserved/);
    expect(() => entity({ ...base, table: 'x', fields: { id: text({ label: 'a' }) } })).toThrow(/implicit/);
    expect(() =>
      entity({ ...base, table: 'x', fields: { a: text({ label: 'a' }), b: text({ label: 'b', column: 'a' }) } }),
    ).toThrow(/twice/);
    expect(() => entity({ ...base, table: 'x', fields: { p: password({ label: 'p' }) }, sort: { p: 'asc' } })).toThrow(
      /not sortable/,
    );
  });

  it('takes a substring index only on filterable text fields of at most 1000 characters', () => {
    const base = { name: 'x', apiBase: '/x', permPrefix: 'x', title: 'x', table: 'x' };
    const fields = {
      code: text({ label: '编码' }),
      rank: int({ label: '级别' }),
      secret: password({ label: '密码' }),
      long: text({ label: '长文本', max: 4000 }),
    };
    expect(() => entity({ ...base, fields, textIndex: ['long'] })).toThrow(/at most 1000/);
    expect(entity({ ...base, fields, textIndex: ['code'] }).textIndexed).toEqual(['code']);
    expect(entity({ ...base, fields }).textIndexed).toEqual([]);
    expect(() => entity({ ...base, fields, textIndex: ['rank'] })).toThrow(/text index/);
    expect(() => entity({ ...base, fields, textIndex: ['secret'] })).toThrow(/text index/);
  });

  it('infers row value types', () => {
    type Row = EntityRow<typeof driver>;
    expectTypeOf<Row['version']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['downloads']>().toEqualTypeOf<number | null>();
    expectTypeOf<Row['level']>().toEqualTypeOf<number | null>();
    expectTypeOf<Row['enabled']>().toEqualTypeOf<'Y' | 'N' | null>();
    expectTypeOf<Row['id']>().toEqualTypeOf<string>();
  });
});

describe('public projection and intake', () => {
  const base = {
    table: 'cms_thing',
    apiBase: '/cms/thing',
    permPrefix: 'cms:thing',
    title: '事物',
    scope: 'site' as const,
    fields: {
      title: text({ label: '标题', required: true, filterable: true }),
      slug: text({ label: '别名', unique: true }),
      owner: ref('sys.user', { label: '负责人' }),
      handler: user({ label: '处理人' }),
      token: password({ label: '令牌' }),
      ip: text({ label: 'IP' }),
      userAgent: text({ label: 'UA' }),
    },
  };

  it('derives the path, puts id first and knows whether rows are published', () => {
    const e = entity({
      ...base,
      name: 'cms.thing',
      public: { fields: ['title', 'slug'], search: ['title'], slug: 'slug' },
    });
    expect(e.publicView).toMatchObject({ path: 'thing', fields: ['id', 'title', 'slug'], search: ['title'] });
    expect(e.publicView?.publishable).toBe(false);
    expect(() => entity({ ...base, name: 'cms.thing', public: { fields: ['title'], slug: 'title' } })).toThrow(/slug/);
  });

  it('refuses internal columns, secrets, staff references and filters outside the projection', () => {
    const bad = (pub: object) => () => entity({ ...base, name: 'cms.thing', public: pub as never });
    expect(bad({ fields: ['createBy'] })).toThrow(/not a public column/);
    expect(bad({ fields: ['siteId'] })).toThrow(/not a public column/);
    expect(bad({ fields: ['token'] })).toThrow(/not a public column/);
    expect(bad({ fields: ['owner'] })).toThrow(/names staff/);
    expect(bad({ fields: ['handler'] })).toThrow(/names staff/);
    expect(bad({ fields: ['title'], filters: ['slug'] })).toThrow(/filter 'slug'/);
    expect(() => entity({ ...base, name: 'x.g', scope: 'global', public: { fields: ['title'] } })).toThrow(/site/);
  });

  it('takes a time window of two public date-time fields and public lines of a lines field', () => {
    const fields = {
      ...base.fields,
      startTime: datetime({ label: '开始' }),
      endTime: datetime({ label: '结束' }),
      rows: lines('cms.thingRow', { label: '明细', foreignKey: 'thingId' }),
    };
    const make = (pub: object) => () => entity({ ...base, fields, name: 'cms.thing', public: pub as never });
    const e = make({
      fields: ['title', 'startTime', 'endTime'],
      window: ['startTime', 'endTime'],
      lines: { rows: ['a'] },
    })();
    expect(e.publicView?.window).toEqual({ start: 'startTime', end: 'endTime' });
    expect(e.publicView?.lines).toEqual({ rows: ['id', 'a'] });
    expect(make({ fields: ['title'], window: ['startTime', 'endTime'] })).toThrow(/window 'startTime'/);
    expect(make({ fields: ['title', 'slug', 'endTime'], window: ['slug', 'endTime'] })).toThrow(/window 'slug'/);
    expect(make({ fields: ['title'], lines: { title: ['a'] } })).toThrow(/not a lines field/);
  });

  it('takes intake fields that the public may write only', () => {
    const e = entity({ ...base, name: 'cms.thing', intake: { fields: ['title'] } });
    expect(e.intake).toEqual({ path: 'thing', fields: ['title'], unread: { status: 'pending', page: undefined } });
    const badged = entity({
      ...base,
      name: 'cms.thing',
      intake: { fields: ['title'], unread: { status: 'new', page: 'p' } },
    });
    expect(badged.intake?.unread).toEqual({ status: 'new', page: 'p' });
    expect(() => entity({ ...base, name: 'cms.thing', intake: { fields: ['token'] } })).toThrow(/not writable/);
    const { ip: _ip, ...noIp } = base.fields;
    expect(() => entity({ ...base, fields: noIp, name: 'cms.thing', intake: { fields: ['title'] } })).toThrow(/ip/);
  });

  it('takes a unique index on columns of an entity that is not soft-deleted', () => {
    expect(entity({ ...base, name: 'cms.thing', uniqueIndex: ['title'] }).uniqueIndex).toEqual(['title']);
    expect(() => entity({ ...base, name: 'cms.thing', uniqueIndex: ['nope' as 'title'] })).toThrow(/not a column/);
    expect(() => entity({ ...base, name: 'cms.thing', softDelete: true, uniqueIndex: ['title'] })).toThrow(/soft/);
  });
});

describe('actionOffered', () => {
  it('offers 发布 on a draft or an offline row, 下线 only on a published one', () => {
    const offered = (status: string) =>
      Object.values(publishingActions)
        .filter((action) => actionOffered(action, { status }))
        .map((action) => action.label);
    expect(offered('draft')).toEqual(['发布']);
    expect(offered('offline')).toEqual(['发布']);
    expect(offered('published')).toEqual(['下线']);
  });
});
