import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const A = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';

describe('announcements (contract §8.1–8.3)', () => {
  let t: TestApp;
  let admin: string;
  let aliceId: string;
  let alice: string;
  let bob: string;
  let clerk: string;
  let clerk2: string;

  const add = async (token: string, body: Record<string, unknown>) => {
    const res = await call(t, 'POST', `${A}/add`, { token, body: { titile: '通知', msgCategory: '1', ...body } });
    return res;
  };
  const release = (token: string, id: string) => call(t, 'GET', `${A}/doReleaseData?id=${id}`, { token });
  const bell = async (token: string) => (await call(t, 'GET', `${A}/listByUser`, { token })).body.result;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    aliceId = await createUser(t, { username: 'alice', roleCodes: ['editor'] });
    await createUser(t, { username: 'bob', roleCodes: ['editor'] });
    alice = await login(t, 'alice');
    bob = await login(t, 'bob');
    // The demo announcements to everyone, read: the counts below start at zero.
    for (const token of [alice, bob]) await call(t, 'PUT', `${SEND}/readAll`, { token });
    // A role holding every announcement button but not the admin role.
    const { buttonId, menuId, siteId } = await import('../src/db/seed/ids.js');
    const { newId } = await import('../src/core/time.js');
    const db = t.ctx.db;
    const role = newId();
    await db
      .insertInto('sysRole')
      .values({ tenantId: 1, id: role, roleCode: 'notice_clerk', roleName: '通告员' })
      .execute();
    await db
      .insertInto('sysRoleSite')
      .values({ id: newId(), roleId: role, siteId: siteId('cn') })
      .execute();
    const codes = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'release', 'revoke'];
    for (const permissionId of [
      menuId('/system/announcement'),
      ...codes.map((c) => buttonId(`system:announcement:${c}`)),
    ]) {
      await db.insertInto('sysRolePermission').values({ id: newId(), roleId: role, permissionId }).execute();
    }
    await createUser(t, { username: 'clerk', roleCodes: ['notice_clerk'] });
    await createUser(t, { username: 'clerk2', roleCodes: ['notice_clerk'] });
    clerk = await login(t, 'clerk');
    clerk2 = await login(t, 'clerk2');
  });
  afterAll(() => t.close());

  it('counts a USER announcement for its target only, and ALL for everyone, once released', async () => {
    const toAlice = await add(admin, { titile: '给A', msgType: 'USER', userIds: `${aliceId},`, priority: 'H' });
    expect(toAlice.body.success).toBe(true);
    const toAll = await add(admin, { titile: '全体', msgType: 'ALL', msgCategory: '2' });
    expect((await bell(alice)).anntMsgTotal).toBe(0);

    const released = await release(admin, toAlice.body.result);
    expect(released.body.message).toBe('该系统通知发布成功');
    await release(admin, toAll.body.result);

    const a = await bell(alice);
    expect(a.anntMsgTotal).toBe(1);
    expect(a.anntMsgList[0]).toMatchObject({ titile: '给A', priority: 'H', sender: 'admin' });
    expect(a.sysMsgTotal).toBe(1);
    const b = await bell(bob);
    expect(b.anntMsgTotal).toBe(0);
    expect(b.sysMsgTotal).toBe(1);
    expect(b.anntMsgList).toEqual([]);
  });

  it('keeps one send row per chosen user on edit', async () => {
    const res = await add(admin, { titile: '改目标', msgType: 'USER', userIds: `${aliceId},` });
    const id = res.body.result;
    const bobId = (
      await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'bob').executeTakeFirstOrThrow()
    ).id;
    await call(t, 'PUT', `${A}/edit`, { token: admin, body: { id, userIds: `${bobId},${bobId}` } });
    const rows = await t.ctx.db.selectFrom('sysAnnouncementSend').select('userId').where('anntId', '=', id).execute();
    expect(rows.map((r) => r.userId)).toEqual([bobId]);
    const stored = await call(t, 'GET', `${A}/queryById?id=${id}`, { token: admin });
    expect(stored.body.result.userIds).toBe(`${bobId},`);
    const unknown = await call(t, 'PUT', `${A}/edit`, { token: admin, body: { id, userIds: 'nobody' } });
    expect(unknown.body).toMatchObject({ success: false, message: '指定用户不存在' });
    const none = await add(admin, { msgType: 'USER', userIds: '' });
    expect(none.body.message).toBe('请选择指定用户');
  });

  it('marks one read, then all read, and lowers the counts', async () => {
    const first = await add(admin, { titile: '一', msgType: 'ALL' });
    const second = await add(admin, { titile: '二', msgType: 'ALL' });
    await release(admin, first.body.result);
    await release(admin, second.body.result);
    const before = await bell(bob);
    const read = await call(t, 'PUT', `${SEND}/editByAnntIdAndUserId`, {
      token: bob,
      body: { anntId: first.body.result },
    });
    expect(read.body.success).toBe(true);
    const after = await bell(bob);
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
    expect((await bell(alice)).anntMsgTotal).toBeGreaterThanOrEqual(2);

    const mine = await call(t, 'GET', `${SEND}/getMyAnnouncementSend?pageNo=1&pageSize=20&readFlag=1`, { token: bob });
    const readTitles = mine.body.result.records.map((r: { titile: string }) => r.titile);
    expect(readTitles.filter((title: string) => ['一', '二'].includes(title))).toEqual(['一']);
    const unread = await call(t, 'GET', `${SEND}/getMyAnnouncementSend?pageNo=1&pageSize=20&titile=二`, { token: bob });
    expect(unread.body.result.records).toMatchObject([{ titile: '二', readFlag: '0', anntId: second.body.result }]);

    const all = await call(t, 'PUT', `${SEND}/readAll`, { token: bob });
    expect(all.body.message).toBe('全部已读');
    expect(await bell(bob)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
    const missing = await call(t, 'PUT', `${SEND}/editByAnntIdAndUserId`, { token: bob, body: { anntId: 'nope' } });
    expect(missing.body.success).toBe(false);
  });

  it('hides revoked announcements and those whose start time is ahead (scheduled release)', async () => {
    const later = await add(admin, { titile: '明年', msgType: 'ALL', startTime: '2999-01-01 00:00:00' });
    await release(admin, later.body.result);
    const gone = await add(admin, { titile: '撤销的', msgType: 'ALL' });
    await release(admin, gone.body.result);
    const revoked = await call(t, 'GET', `${A}/doReovkeData?id=${gone.body.result}`, { token: admin });
    expect(revoked.body.message).toBe('该系统通知撤销成功');
    const list = await call(t, 'GET', `${SEND}/getMyAnnouncementSend?pageNo=1&pageSize=50`, { token: alice });
    const titles = list.body.result.records.map((r: { titile: string }) => r.titile);
    expect(titles).not.toContain('明年');
    expect(titles).not.toContain('撤销的');
  });

  it('lets a non-admin change only their own announcements; admin may change any', async () => {
    const mine = await add(clerk, { titile: '草稿' });
    expect(mine.body.success).toBe(true);
    const id = mine.body.result;
    const edit = await call(t, 'PUT', `${A}/edit`, { token: clerk2, body: { id, titile: '改' } });
    expect(edit.body).toMatchObject({ success: false, message: '只能操作自己创建的通告' });
    expect((await release(clerk2, id)).body.message).toBe('只能操作自己创建的通告');
    const del = await call(t, 'DELETE', `${A}/delete?id=${id}`, { token: clerk2 });
    expect(del.body.success).toBe(false);
    const batch = await call(t, 'DELETE', `${A}/deleteBatch?ids=${id}`, { token: clerk2 });
    expect(batch.body.success).toBe(false);
    expect((await call(t, 'GET', `${A}/queryById?id=${id}`, { token: clerk })).body.result.titile).toBe('草稿');

    expect((await call(t, 'PUT', `${A}/edit`, { token: clerk, body: { id, titile: '我的' } })).body.success).toBe(true);
    expect((await call(t, 'PUT', `${A}/edit`, { token: admin, body: { id, titile: '管理员改' } })).body.success).toBe(
      true,
    );
    expect((await release(clerk, id)).body.success).toBe(true);
    expect((await call(t, 'DELETE', `${A}/delete?id=${id}`, { token: admin })).body.success).toBe(true);
  });

  it('refuses values outside the dictionaries and keeps the status out of the body', async () => {
    const bad = await add(admin, { priority: 'X' });
    expect(bad.body).toMatchObject({ success: false, message: '优先级的值不在字典中' });
    expect((await add(admin, { msgCategory: '9' })).body.message).toBe('消息类型的值不在字典中');
    expect((await add(admin, { msgType: 'SOME' })).body.message).toBe('通告对象的值不在字典中');
    expect((await add(admin, { openType: 'popup', openPage: '/x' })).body.message).toBe('打开方式的值不在字典中');
    expect((await add(admin, { openType: 'url', openPage: 'javascript:alert(1)' })).body.message).toBe(
      '打开页面必须是以/开头的站内路径',
    );
    const forced = await add(admin, { titile: '状态', sendStatus: '1', sender: 'mallory' });
    const row = (await call(t, 'GET', `${A}/queryById?id=${forced.body.result}`, { token: admin })).body.result;
    expect(row).toMatchObject({ sendStatus: '0', sender: null });
    const badQuery = await call(t, 'GET', `${SEND}/getMyAnnouncementSend?readFlag=7`, { token: alice });
    expect(badQuery.body.success).toBe(false);
  });

  it('keeps the title plain text: markup is refused, a lone angle bracket stored as sent', async () => {
    const script = await add(admin, { titile: '<script>alert(1)</script>标题', msgType: 'ALL' });
    expect(script.body).toMatchObject({ success: false, message: '标题不能包含HTML标签' });
    const title = '价格<100元 & "包邮"';
    const res = await add(admin, { titile: title, msgType: 'ALL' });
    const row = (await call(t, 'GET', `${A}/queryById?id=${res.body.result}`, { token: admin })).body.result;
    expect(row.titile).toBe(title);
    const tooLong = await add(admin, { titile: 'x'.repeat(101) });
    expect(tooLong.body.success).toBe(false);
  });

  it('needs the release and revoke permissions', async () => {
    const res = await add(admin, { titile: '权限' });
    const denied = await release(alice, res.body.result);
    expect(denied.status).toBe(403);
    const revoke = await call(t, 'GET', `${A}/doReovkeData?id=${res.body.result}`, { token: alice });
    expect(revoke.status).toBe(403);
    expect((await call(t, 'GET', `${A}/listByUser`)).status).toBe(401);
  });
});
