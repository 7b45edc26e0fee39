import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { seed } from '../src/db/seed/index.js';
import { builtInTemplateId } from '../src/modules/site-render/built-in-rows.js';
import { DEFAULT_TEMPLATES } from '../src/modules/site-render/default-templates.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

interface TemplateRow {
  id: string;
  code: string;
  name: string;
  type: string;
  source: string;
}

/** 模板管理 shows the built-in templates as the site's own rows: editing one is editing the site's page. */
describe('built-in templates as rows of 模板管理', () => {
  let t: TestApp;
  let admin: string;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const rows = async (): Promise<TemplateRow[]> =>
    (await req('GET', '/cms/template/list?pageSize=200')).body.result.records;
  // biome-ignore lint/suspicious/noExplicitAny: 模板管理's table, outside the typed schema
  const raw = () => t.ctx.db.withoutPlugins() as any;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists every built-in with its text, a name and a type', async () => {
    const list = await rows();
    expect(list.map((r) => r.code).sort()).toEqual(Object.keys(DEFAULT_TEMPLATES).sort());
    for (const r of list) {
      expect(r.source, r.code).toBe(DEFAULT_TEMPLATES[r.code]);
      expect(r.name, r.code).not.toBe(r.code);
      expect(['home', 'list', 'detail', 'page', 'layout', 'partial'], r.code).toContain(r.type);
    }
    expect(list.find((r) => r.code === 'layout')).toMatchObject({ name: '页面布局', type: 'layout' });
    expect(list.find((r) => r.code === 'job-list')).toMatchObject({ name: '招聘职位列表页', type: 'list' });
  });

  it('renders the site as the built-ins do, and an edit of a row changes the page', async () => {
    const before = await t.app.inject({ url: '/site/cn' });
    expect(before.statusCode).toBe(200);
    const heading = '<h1 class="sr-only">{{ site.seoTitle | default: site.name }}</h1>';
    expect(before.body).toContain('<h1 class="sr-only">云站科技</h1>');
    const home = (await rows()).find((r) => r.code === 'home')!;
    expect(home.source).toContain(heading);
    const source = home.source.replace(
      heading,
      '<h1 class="sr-only">{{ site.seoTitle | default: site.name }} · 欢迎</h1>',
    );
    const edit = await req('PUT', '/cms/template/edit', { id: home.id, source });
    expect(edit.body.success, edit.body.message).toBe(true);
    const after = await t.app.inject({ url: '/site/cn' });
    expect(after.body).toContain('<h1 class="sr-only">云站科技 · 欢迎</h1>');
    // A second 首页 is refused: the site has one, to be edited.
    const dup = await req('POST', '/cms/template/add', { code: 'home', name: '首页', type: 'home', source });
    expect(dup.body.success).toBe(false);
  });

  it('gives a new site the built-ins as its rows', async () => {
    const add = await req('POST', '/cms/site/add', {
      name: '日文官网',
      code: 'jp',
      language: 'ja',
      domain: 'www.example.jp',
      status: 1,
    });
    expect(add.body.success, add.body.message).toBe(true);
    const jp = await raw().selectFrom('cms_template').select('code').where('site_id', '=', add.body.result).execute();
    expect(jp.map((r: { code: string }) => r.code).sort()).toEqual(Object.keys(DEFAULT_TEMPLATES).sort());
  });

  it('on a new server version: unedited rows take the new text, edited ones stay, deleted ones stay gone', async () => {
    const cn = siteId('cn');
    const id = (code: string) => builtInTemplateId(cn, code);
    // As if the rows were seeded by an older version: another text of `list` (never edited), an edited `home`,
    // a deleted `detail`, and a built-in `page` the older version did not have (no row, no seed key).
    await raw().updateTable('cms_template').set({ source: '<p>old list</p>' }).where('id', '=', id('list')).execute();
    const edited = (await rows()).find((r) => r.code === 'home')!.source;
    await req('DELETE', `/cms/template/delete?id=${id('detail')}`);
    await raw().deleteFrom('cms_template').where('id', '=', id('page')).execute();
    await t.ctx.db.deleteFrom('sysSeedKey').where('key', 'like', 'templates:%').execute();
    await t.ctx.db.deleteFrom('sysSeedKey').where('key', '=', `template:${cn}:page`).execute();

    expect(await seed(t.ctx.db, {})).toEqual({});

    const now = new Map((await rows()).map((r) => [r.code, r]));
    expect(now.get('list')?.source).toBe(DEFAULT_TEMPLATES.list);
    expect(now.get('home')?.source).toBe(edited);
    expect(now.has('detail')).toBe(false);
    expect(now.get('page')?.source).toBe(DEFAULT_TEMPLATES.page);
    // Nothing new: a later start leaves the rows alone (an unedited row changed by hand keeps the change).
    await raw().updateTable('cms_template').set({ source: '<p>by hand</p>' }).where('id', '=', id('list')).execute();
    await seed(t.ctx.db, {});
    expect((await rows()).find((r) => r.code === 'list')?.source).toBe('<p>by hand</p>');
  });
});
