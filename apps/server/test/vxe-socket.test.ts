import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { type Client, connect, silent, statusOf } from './ws-client.js';

/** The real-time table socket (contract §8.5) through a listening server and a real WebSocket client. */
describe('vxe table socket', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let admin: string;
  let adminId: string;
  let editor: string;
  let editorId: string;
  const open: Client[] = [];

  const userIdOf = async (token: string) => (await t.ctx.sessions.resolve(token))!.userId;
  const socket = async (token: string, userId: string, pageId: string, headers: Record<string, string> = {}) => {
    const client = await connect(`${base}/${userId}/${pageId}`, { protocols: [token], headers });
    open.push(client);
    return client;
  };
  const update = (row: Record<string, unknown>, caseId = 'c1') =>
    JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'demo-table', args: [row, caseId] } });
  const isUpdate = (f: unknown) => (f as { type?: string }).type === 'update_vxe_table';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    base = `ws://127.0.0.1:${port}/system-api/vxeSocket`;
    origin = `http://127.0.0.1:${port}`;
    admin = await login(t, 'admin');
    adminId = await userIdOf(admin);
    await createUser(t, { username: 'socket_user', roleCodes: ['editor'] });
    editor = await login(t, 'socket_user');
    editorId = await userIdOf(editor);
  });
  afterAll(async () => {
    for (const c of open) c.ws.terminate();
    await t.close();
  });

  it('refuses a handshake without a token, for another user id, or from a foreign origin', async () => {
    expect(await statusOf(connect(`${base}/${adminId}/page1`))).toBe(401);
    expect(await statusOf(connect(`${base}/${adminId}/page1`, { protocols: ['not-a-token'] }))).toBe(401);
    expect(await statusOf(connect(`${base}/${editorId}/page1`, { protocols: [admin] }))).toBe(403);
    expect(
      await statusOf(
        connect(`${base}/${adminId}/page1`, { protocols: [admin], headers: { origin: 'https://evil.example' } }),
      ),
    ).toBe(403);
    expect(await statusOf(connect(`${base}/${adminId}/bad.page`, { protocols: [admin] }))).toBe(400);
  });

  it('echoes the token protocol, refuses a token in the query, and answers heart_beat', async () => {
    const a = await socket(admin, adminId, 'page-hb', { origin });
    expect(a.ws.protocol).toBe(admin);
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'who_knows', data: {} }));
    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await a.next()).toEqual({ type: 'heart_beat', data: true });

    // The protocol header carries the token: one in the address would land in logs and histories.
    expect(await statusOf(connect(`${base}/${adminId}/page-hb?token=${admin}`))).toBe(401);
  });

  it('sends a table update to the other sockets of the same page, not back, not to other pages', async () => {
    // Pages of the products screen (both hold cms:product:list, and are on the same site).
    const a = await socket(admin, adminId, 'cms_product');
    const b = await socket(editor, editorId, 'cms_product');
    const other = await socket(editor, editorId, 'cms_product_specs');
    a.ws.send(update({ id: 'r1', name: '螺丝', tug_status: { status: 'save' } }));
    expect(await b.next(isUpdate)).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'demo-table', args: [{ id: 'r1', name: '螺丝', tug_status: { status: 'save' } }, 'c1'] },
    });
    b.ws.send(JSON.stringify({ type: 'common_send_date', data: { key: 'reload', args: [1, 2], extra: 'dropped' } }));
    expect(await a.next()).toEqual({ type: 'common_send_date', data: { key: 'reload', args: [1, 2] } });
    expect(await silent(a, isUpdate)).toBe(true);
    expect(await silent(other, () => true, 0)).toBe(true);
    // A malformed update (no socketKey, no args) goes nowhere.
    a.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { args: [] } }));
    expect(await silent(b, isUpdate)).toBe(true);
  });

  it('closes the sockets of a session that ends', async () => {
    const token = await login(t, 'socket_user');
    const c = await socket(token, editorId, 'page-z');
    expect((await call(t, 'POST', '/sys/logout', { token })).body.success).toBe(true);
    expect((await c.closed).code).toBe(4001);
  });
});
