import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/** 工作台: my drafts waiting for publishing and my latest edits, within my site and permissions. */
describe('工作台', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    await createUser(t, { username: 'wp_editor', roleCodes: ['editor'] });
    editor = await login(t, 'wp_editor');
  });
  afterAll(() => t.close());

  it('lists my drafts and my edits, not someone else’s', async () => {
    const menuId = (
      await req(admin, 'POST', '/cms/siteMenu/add', { name: '工作台测试', position: 'footer', linkType: 'page' })
    ).body.result;
    const mine = (await req(admin, 'POST', '/cms/menuContent/add', { title: '我的草稿页', menuId })).body.result;
    const theirs = await req(editor, 'POST', '/cms/menuContent/add', { title: '别人的草稿页', menuId });
    expect(theirs.body.success).toBe(true);

    const drafts = (await req(admin, 'GET', '/sys/workplace/drafts')).body.result;
    const names = drafts.latest.map((d: { name: string }) => d.name);
    expect(names).toContain('我的草稿页');
    expect(names).not.toContain('别人的草稿页');
    const row = drafts.latest.find((d: { id: string }) => d.id === mine);
    expect(row).toMatchObject({ entity: 'cms.menuContent', page: expect.any(String), time: expect.any(String) });
    expect(drafts.modules.find((m: { entity: string }) => m.entity === 'cms.menuContent').count).toBeGreaterThanOrEqual(
      1,
    );

    await req(admin, 'PUT', '/cms/menuContent/publish', { ids: [mine] });
    const after = (await req(admin, 'GET', '/sys/workplace/drafts')).body.result;
    expect(after.latest.map((d: { id: string }) => d.id)).not.toContain(mine);

    const edits = (await req(admin, 'GET', '/sys/workplace/edits')).body.result;
    expect(edits.filter((e: { id: string }) => e.id === mine).map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
    expect(edits[0]).toMatchObject({ id: mine, name: '我的草稿页' });
    const editorEdits = (await req(editor, 'GET', '/sys/workplace/edits')).body.result;
    expect(editorEdits.map((e: { name: string }) => e.name)).toEqual(['别人的草稿页']);
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/sys/workplace/drafts')).status).toBe(401);
    expect((await call(t, 'GET', '/sys/workplace/edits')).status).toBe(401);
  });
});
