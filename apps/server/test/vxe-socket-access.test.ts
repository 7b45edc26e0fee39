import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { FRAME_BURST } from '../src/modules/vxe-socket/budget.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { type Client, connect, silent, statusOf } from './ws-client.js';

/**
 * Issue 21, 7c: a table socket page belongs to a screen's permission and to the session's site; frames reach only
 * the peers of the same page and site, and each socket's frames are limited.
 */
describe('vxe table socket: pages by permission and site, frames limited', () => {
  let t: TestApp;
  let base: string;
  const open: Client[] = [];
  /** The web app names a page after its table's socketKey `cms:product` (`socketPageId`). */
  const PAGE = 'cms_product';

  interface Who {
    token: string;
    userId: string;
  }
  let admin: Who;
  let editor: Who;
  let otherSite: Who;
  let guest: Who;

  const signIn = async (username: string, roleCodes?: string[]): Promise<Who> => {
    if (roleCodes) await createUser(t, { username, roleCodes });
    const token = await login(t, username);
    return { token, userId: (await t.ctx.sessions.resolve(token))!.userId };
  };
  const url = (who: Who, pageId: string) => `${base}/${who.userId}/${pageId}`;
  const socket = async (who: Who, pageId = PAGE) => {
    const client = await connect(url(who, pageId), { protocols: [who.token] });
    open.push(client);
    return client;
  };
  const update = (name: string) =>
    JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'cms:product', args: [{ id: 'r1', name }, 'c1'] } });
  const named = (name: string) => (f: unknown) => JSON.stringify(f).includes(name);
  const toSite = async (who: Who, code: 'cn' | 'en') =>
    expect(
      (await call(t, 'POST', '/sys/selectDepart', { token: who.token, body: { siteId: siteId(code) } })).body,
    ).toMatchObject({ success: true });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/system-api/vxeSocket`;
    admin = await signIn('admin');
    editor = await signIn('vxe_editor', ['editor']);
    // Editor's menus, the auditor's sites: the same screen on the English site.
    otherSite = await signIn('vxe_other_site', ['editor', 'auditor']);
    await toSite(otherSite, 'en');
    guest = await signIn('vxe_guest', ['guest']);
  });
  afterAll(async () => {
    for (const c of open) c.ws.terminate();
    await t.close();
  });

  it('joins the page of a screen only with the list permission of that screen', async () => {
    expect(await statusOf(connect(url(guest, PAGE), { protocols: [guest.token] }))).toBe(403);
    expect(await statusOf(connect(url(admin, 'nosuch_screen'), { protocols: [admin.token] }))).toBe(403);
    expect(await statusOf(connect(url(editor, 'sys_user'), { protocols: [editor.token] }))).toBe(403);
    expect((await socket(editor)).ws.readyState).toBe(1);
    // The page of the editable-table demo's real-time tab (socketKey `demo:editableTable`): the demo's permission.
    expect((await socket(admin, 'demo_editableTable')).ws.readyState).toBe(1);
    expect(await statusOf(connect(url(editor, 'demo_editableTable'), { protocols: [editor.token] }))).toBe(403);
  });

  it('hands a frame only to the peers of the same page and site', async () => {
    const a = await socket(admin);
    const b = await socket(editor);
    const c = await socket(otherSite);
    b.ws.send(update('中文站的改动'));
    expect(await a.next(named('中文站的改动'))).toMatchObject({ data: { args: [{ name: '中文站的改动' }, 'c1'] } });
    expect(await silent(c, named('中文站的改动'))).toBe(true);
    c.ws.send(update('英文站的改动'));
    expect(await silent(a, named('英文站的改动'))).toBe(true);
    expect(await silent(b, named('英文站的改动'), 0)).toBe(true);
  });

  it('keeps a page that names no screen (a JeecgBoot client’s page UUID) to its own user', async () => {
    const page = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
    const mine = await socket(admin, page);
    const mineToo = await socket(admin, page);
    const theirs = await socket(guest, page);
    mine.ws.send(update('只给自己'));
    expect(await mineToo.next(named('只给自己'))).toBeTruthy();
    expect(await silent(theirs, named('只给自己'))).toBe(true);
    theirs.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await theirs.next()).toEqual({ type: 'heart_beat', data: true });
  });

  it('passes a burst of frames, drops the excess and closes a socket that floods', async () => {
    const flooder = await socket(admin);
    const peer = await socket(editor);
    for (let i = 0; i < 1000; i++) flooder.ws.send(update(`洪水${i}`));
    const closed = await flooder.closed;
    expect(closed).toEqual({ code: 1008, reason: '消息过于频繁' });
    await silent(peer, () => false, 300);
    const got = peer.frames.filter(named('洪水')).length;
    expect(got).toBeGreaterThanOrEqual(FRAME_BURST);
    expect(got).toBeLessThan(FRAME_BURST + 20);
    // The others on the page carry on.
    const next = await socket(admin);
    next.ws.send(update('洪水之后'));
    expect(await peer.next(named('洪水之后'))).toBeTruthy();
  });

  it('closes a socket whose session moves to another site or loses the permission', async () => {
    const staying = await signIn('vxe_editor');
    const here = await socket(staying);
    // A new session opens on the user's last choice: the English site.
    const travelling = await signIn('vxe_other_site');
    const away = await socket(travelling);
    await toSite(travelling, 'cn');
    expect(await away.closed).toEqual({ code: 4003, reason: '站点已切换' });
    expect(here.ws.readyState).toBe(1);

    await t.ctx.db.deleteFrom('sysUserRole').where('userId', '=', staying.userId).execute();
    expect(await here.closed).toEqual({ code: 4003, reason: '无权访问该页面' });
  });
});
