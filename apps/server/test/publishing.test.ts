import { cmsMenuContent } from '@yunzhan/common/entities/cms/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicNow, publicNowCondition } from '../src/core/crud/publishing.js';
import { formatDateTime } from '../src/core/time.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** Publishing rules (draft, scheduled, offline), the draft preview, version history and restore. */
describe('publishing and versions', () => {
  let t: TestApp;
  let cn: string;
  let menuId: string;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const page = (path: string) => `/cms/menuContent/${path}`;
  const addPage = async (title: string, more: Record<string, unknown> = {}) => {
    const r = await req(cn, 'POST', page('add'), { title, menuId, ...more });
    expect(r.body, title).toMatchObject({ success: true });
    return r.body.result as string;
  };
  /** Ids among `ids` that the engine's public condition lets through at `now`. */
  const publicIds = async (ids: string[], now?: string) =>
    (
      await t.ctx.db
        .withoutPlugins()
        .selectFrom('cms_menu_content' as never)
        .select('id' as never)
        .where(publicNowCondition(cmsMenuContent, now) as never)
        .where('id' as never, 'in', ids as never)
        .execute()
    ).map((r) => (r as { id: string }).id);

  beforeAll(async () => {
    t = await createTestApp();
    cn = await login(t, 'admin');
    menuId = (await req(cn, 'POST', '/cms/siteMenu/add', { name: '发布测试', position: 'footer', linkType: 'page' }))
      .body.result;
  });
  afterAll(() => t.close());

  it('a draft is not public, a published row is, a future publish time holds it until then, offline hides it', async () => {
    const draft = await addPage('草稿页');
    const now = await addPage('立即发布');
    const later = await addPage('定时发布', { publishTime: '2099-01-01 00:00:00' });
    const off = await addPage('已下线');
    await req(cn, 'PUT', page('publish'), { ids: [now, later, off] });
    await req(cn, 'PUT', page('offline'), { ids: off });
    const all = [draft, now, later, off];
    expect(await publicIds(all)).toEqual([now]);
    // At the scheduled second the row is public, with nothing to run.
    expect((await publicIds(all, '2099-01-01 00:00:00')).sort()).toEqual([now, later].sort());
    // Moving the time to the past publishes it now.
    await req(cn, 'PUT', page('edit'), { id: later, publishTime: '2020-01-01 00:00:00' });
    expect((await publicIds(all)).sort()).toEqual([now, later].sort());

    const preview = async (id: string) => (await req(cn, 'GET', page(`previewData?id=${id}`))).body.result;
    expect(await preview(draft)).toMatchObject({ visible: false, scheduled: false, row: { title: '草稿页' } });
    expect(await preview(now)).toMatchObject({ visible: true, row: { status_dictText: '已发布' } });
    const p = await preview(now);
    for (const internal of ['createBy', 'updateBy', 'siteId', 'delFlag']) expect(p.row).not.toHaveProperty(internal);
  });

  it('the rule in code and in SQL agree', () => {
    const at = '2030-05-01 12:00:00';
    expect(isPublicNow({ status: 'published', publishTime: null }, at)).toBe(true);
    expect(isPublicNow({ status: 'published', publishTime: at }, at)).toBe(true);
    expect(isPublicNow({ status: 'published', publishTime: '2030-05-01 12:00:01' }, at)).toBe(false);
    expect(isPublicNow({ status: 'draft', publishTime: null }, at)).toBe(false);
    expect(isPublicNow({ status: 'offline', publishTime: '2000-01-01 00:00:00' }, formatDateTime())).toBe(false);
  });

  it('keeps a version per add, edit and action with a field-level diff, and restores one', async () => {
    const id = await addPage('版本一', { slug: 'versions', body: '<p>一</p>' });
    await req(cn, 'PUT', page('edit'), { id, title: '版本二' });
    await req(cn, 'PUT', page('edit'), { id, title: '版本二' });
    await req(cn, 'PUT', page('publish'), { ids: id });
    const list = async () => (await req(cn, 'GET', page(`versions?id=${id}`))).body.result;
    const versions = await list();
    expect(versions.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [3, '发布'],
      [2, '编辑'],
      [1, '添加'],
    ]);
    expect(versions[1]).toMatchObject({
      createBy: 'admin',
      changes: [{ field: 'title', label: '标题', before: '版本一', after: '版本二' }],
    });
    expect(versions[0].changes.map((c: { field: string }) => c.field)).toEqual(['status', 'publishTime']);
    // Dictionary and reference values come with their texts.
    expect(versions[0].changes[0]).toMatchObject({ before: 'draft', beforeText: '草稿', afterText: '已发布' });
    expect(versions[2].changes.find((c: { field: string }) => c.field === 'menuId')).toMatchObject({
      after: menuId,
      afterText: '发布测试',
    });

    const restored = await req(cn, 'PUT', page('restoreVersion'), { id, versionId: versions[2].id });
    expect(restored.body).toMatchObject({ success: true, message: '已恢复到版本1' });
    const row = (await req(cn, 'GET', page(`queryById?id=${id}`))).body.result;
    // The content comes back; the publishing state is the 发布 / 下线 buttons' business.
    expect(row).toMatchObject({ title: '版本一', status: 'published' });
    const after = await list();
    expect(after[0]).toMatchObject({ version: 4, action: '恢复版本1' });
    expect(after[0].changes).toEqual([{ field: 'title', label: '标题', before: '版本二', after: '版本一' }]);

    const wrong = await req(cn, 'PUT', page('restoreVersion'), { id, versionId: 'nope' });
    expect(wrong.body).toMatchObject({ success: false, message: '版本不存在' });
  });

  it('guards the history by its own permissions', async () => {
    const editor = await login(t, 'editor');
    const guest = await login(t, 'auditor');
    const id = await addPage('权限页');
    expect((await req(editor, 'GET', page(`versions?id=${id}`))).body.success).toBe(true);
    expect((await req(guest, 'GET', page(`versions?id=${id}`))).status).toBe(403);
    expect((await req(guest, 'PUT', page('restoreVersion'), { id, versionId: 'x' })).status).toBe(403);
  });
});
