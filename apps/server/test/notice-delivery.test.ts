import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/core/time.js';
import type { Announced } from '../src/modules/announcement/delivery.js';
import { ReleaseScheduler } from '../src/modules/announcement/scheduler.js';
import type { MessageSender, OutgoingMessage } from '../src/modules/message/senders.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { type Client, connect, silent } from './ws-client.js';

const A = '/sys/annountCement';
const M = '/sys/message/sysMessage';
const inSeconds = (s: number) => formatDateTime(new Date(Date.now() + s * 1000));
const until = async <T>(probe: () => Promise<T | undefined>, ms = 5000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
};

describe('scheduled release, syncNotic, show/{id}, release with e-mail, 重发', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let alice: string;
  let aliceId: string;
  let bob: string;
  let bobId: string;
  const sent: OutgoingMessage[] = [];
  const refused = new Set(['bob@example.com']);
  const sender: MessageSender = {
    async send(message) {
      if (refused.has(message.receiver)) throw new Error('550 mailbox unavailable');
      sent.push(message);
    },
  };
  const sockets: Client[] = [];
  const socketOf = async (userId: string, token: string) => {
    const client = await connect(`${base}/system-api/websocket/${userId}`, { protocols: [token] });
    sockets.push(client);
    return client;
  };
  const add = async (body: Record<string, unknown>) => {
    const res = await call(t, 'POST', `${A}/add`, { token: admin, body: { msgCategory: '1', ...body } });
    expect(res.body.success).toBe(true);
    return res.body.result as string;
  };
  const bellTotal = async (token: string) =>
    (await call(t, 'GET', `${A}/listByUser`, { token })).body.result.anntMsgTotal as number;

  beforeAll(async () => {
    t = await createTestApp({}, { messageSender: sender });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    aliceId = await createUser(t, { username: 'alice', roleCodes: ['editor'] });
    bobId = await createUser(t, { username: 'bob', roleCodes: ['editor'] });
    await t.ctx.db.updateTable('sysUser').set({ email: 'alice@example.com' }).where('id', '=', aliceId).execute();
    await t.ctx.db.updateTable('sysUser').set({ email: 'bob@example.com' }).where('id', '=', bobId).execute();
    admin = await login(t, 'admin');
    alice = await login(t, 'alice');
    bob = await login(t, 'bob');
    // The demo announcements to everyone, read: the bells below start at zero.
    for (const token of [alice, bob]) await call(t, 'PUT', '/sys/sysAnnouncementSend/readAll', { token });
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await t.close();
  });

  it('pushes a release with a future start time at that time, and hides it until then', async () => {
    const socket = await socketOf(aliceId, alice);
    const id = await add({ titile: '定时通知', msgType: 'USER', userIds: `${aliceId},`, startTime: inSeconds(2) });
    await call(t, 'GET', `${A}/doReleaseData?id=${id}`, { token: admin });
    expect(await bellTotal(alice)).toBe(0);
    expect(await silent(socket, () => true, 500)).toBe(true);
    expect(await socket.next(() => true, 4000)).toEqual({ cmd: 'user', msgId: id, msgTxt: '定时通知' });
    expect(await bellTotal(alice)).toBe(1);
    const row = await t.ctx.db.selectFrom('sysAnnouncement').select('pushTime').where('id', '=', id).executeTakeFirst();
    expect(row?.pushTime).toBeTruthy();
  });

  it('lets exactly one of several schedulers (workers, servers) send a due announcement', async () => {
    const id = await add({ titile: '只推一次', startTime: inSeconds(3600) });
    await call(t, 'GET', `${A}/doReleaseData?id=${id}`, { token: admin });
    // The start time arrives (moved back rather than waited for).
    await t.ctx.db
      .updateTable('sysAnnouncement')
      .set({ startTime: formatDateTime(new Date(Date.now() - 1000)), sendTime: '2000-01-01 00:00:00' })
      .where('id', '=', id)
      .execute();
    const announced: Announced[] = [];
    // The server's own scheduler may wake on the write above and claim it first: it counts as one of them.
    const pushedByServer: string[] = [];
    const stop = t.notices.subscribe((push) => void (push.message.msgId && pushedByServer.push(push.message.msgId)));
    const schedulers = [1, 2, 3].map(
      () => new ReleaseScheduler(t.ctx.db, async (row) => void announced.push(row), t.app.log),
    );
    await Promise.all(schedulers.map((s) => s.tick()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    const sends = announced.filter((r) => r.id === id).length + pushedByServer.filter((m) => m === id).length;
    expect(sends).toBe(1);
  });

  it('syncNotic re-pushes a released announcement, refreshes only the caller without an id', async () => {
    const aliceSocket = await socketOf(aliceId, alice);
    const bobSocket = await socketOf(bobId, bob);
    await call(t, 'GET', `${A}/syncNotic`, { token: alice });
    expect(await aliceSocket.next()).toEqual({ cmd: 'topic', msgTxt: '批量设置已读' });
    expect(await silent(bobSocket, () => true)).toBe(true);

    const id = await add({ titile: '再推一次', msgType: 'USER', userIds: `${bobId},` });
    const draft = await call(t, 'GET', `${A}/syncNotic?anntId=${id}`, { token: admin });
    expect(draft.body.message).toBe('只能推送已发布的通告');
    await call(t, 'GET', `${A}/doReleaseData?id=${id}`, { token: admin });
    await bobSocket.next();
    await call(t, 'GET', `${A}/syncNotic?anntId=${id}`, { token: admin });
    expect(await bobSocket.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '再推一次' });
    const foreign = await call(t, 'GET', `${A}/syncNotic?anntId=${id}`, { token: alice });
    expect(foreign.status).toBe(403);
  });

  it('show/{id} renders a released announcement to anyone, others only to who may read them', async () => {
    // Titles are plain text (markup is refused on save); their angle brackets and quotes are escaped in the page.
    const open = await add({ titile: '公开 <100 & "全体"', msgContent: '<p>正文</p><img src=x onerror="alert(1)">' });
    await call(t, 'GET', `${A}/doReleaseData?id=${open}`, { token: admin });
    const page = await t.app.inject({ url: `/system-api${A}/show/${open}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>公开 &lt;100 &amp; &quot;全体&quot;</h1>');
    expect(page.body).toContain('<p>正文</p>');
    expect(page.body).not.toContain('onerror');

    const draft = await add({ titile: '草稿' });
    const targeted = await add({ titile: '给Bob', msgType: 'USER', userIds: `${bobId},` });
    await call(t, 'GET', `${A}/doReleaseData?id=${targeted}`, { token: admin });
    const status = async (id: string, token?: string) =>
      (await t.app.inject({ url: `/system-api${A}/show/${id}`, headers: token ? { 'x-access-token': token } : {} }))
        .statusCode;
    expect(await status(draft)).toBe(404);
    expect(await status(draft, alice)).toBe(404);
    expect(await status(draft, admin)).toBe(200);
    expect(await status(targeted)).toBe(404);
    expect(await status(targeted, alice)).toBe(404);
    expect(await status(targeted, bob)).toBe(200);
    expect(await status('no-such-id')).toBe(404);
  });

  it('releases with e-mail: one message per target with an address, failures shown in 消息管理, 重发', async () => {
    const id = await add({
      titile: '邮件通知',
      msgType: 'USER',
      userIds: `${aliceId},${bobId},`,
      msgContent: '<p>请查收</p>',
    });
    const bad = await call(t, 'GET', `${A}/doReleaseData?id=${id}&sendMail=maybe`, { token: admin });
    expect(bad.body.success).toBe(false);
    await call(t, 'GET', `${A}/doReleaseData?id=${id}&sendMail=true`, { token: admin });
    const list = () => call(t, 'GET', `${M}/list?esTitle=邮件通知&column=esReceiver&order=asc`, { token: admin });
    const records = await until(async () => {
      const rows = (await list()).body.result.records;
      return rows.length === 2 && rows.every((r: { esSendStatus: string }) => r.esSendStatus !== '0')
        ? rows
        : undefined;
    });
    expect(records).toMatchObject([
      { esReceiver: 'alice@example.com', esType: '2', esSendStatus: '1', esSendNum: 1 },
      { esReceiver: 'bob@example.com', esSendStatus: '2', esResult: '550 mailbox unavailable' },
    ]);
    expect(sent.find((m) => m.receiver === 'alice@example.com')).toMatchObject({
      title: '邮件通知',
      content: '<p>请查收</p>',
      html: true,
    });

    expect((await call(t, 'GET', `${M}/resend?id=${records[1].id}`, { token: alice })).status).toBe(403);
    refused.clear();
    const again = await call(t, 'GET', `${M}/resend?id=${records[1].id}`, { token: admin });
    expect(again.body).toMatchObject({ success: true, message: '发送成功' });
    const after = (await list()).body.result.records[1];
    expect(after).toMatchObject({ esSendStatus: '1', esSendNum: 2, esResult: null });
    const twice = await call(t, 'GET', `${M}/resend?id=${records[1].id}`, { token: admin });
    expect(twice.body.message).toBe('该消息已发送成功');
  });

  it('releases without e-mail by default', async () => {
    const id = await add({ titile: '不发邮件', msgType: 'USER', userIds: `${aliceId},` });
    await call(t, 'GET', `${A}/doReleaseData?id=${id}`, { token: admin });
    const rows = (await call(t, 'GET', `${M}/list?esTitle=不发邮件`, { token: admin })).body.result.records;
    expect(rows).toHaveLength(0);
  });
});
