import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, newId } from '../src/core/time.js';
import { buttonId } from '../src/db/seed/index.js';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';
import { connect } from './ws-client.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('日志管理, 数据日志, 在线用户', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  /** A user whose only rights are the given buttons (and a site to sign in to). */
  const userWith = async (username: string, codes: string[]) => {
    const roleId = newId();
    await t.ctx.db
      .insertInto('sysRole')
      .values({ tenantId: 1, id: roleId, roleCode: username, roleName: username })
      .execute();
    const site = await t.ctx.db.selectFrom('sysSite').select('id').orderBy('sortNo').executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('sysRoleSite').values({ id: newId(), roleId, siteId: site.id }).execute();
    for (const code of codes) {
      const perm = { id: newId(), roleId, permissionId: buttonId(code), dataRuleIds: null, operateDate: null };
      await t.ctx.db
        .insertInto('sysRolePermission')
        .values({ ...perm, operateIp: null })
        .execute();
    }
    await createUser(t, { username, roleCodes: [username] });
    return login(t, username);
  };

  it('lists login and operation logs by tab, keyword, time and type, with secret values masked', async () => {
    const logins = (await call(t, 'GET', '/sys/log/list?logType=1&pageSize=100', { token: admin })).body.result;
    expect(logins.records.length).toBeGreaterThan(0);
    expect(logins.records.every((r: { logType: number }) => r.logType === 1)).toBe(true);
    expect(logins.records[0].logContent).toContain('登录成功');
    // The sign-in of this test: its cost is recorded (ms).
    expect(logins.records[0].costTime).toBeGreaterThanOrEqual(0);

    await t.ctx.db
      .insertInto('sysLog')
      .values({
        id: newId(),
        tenantId: 1,
        logType: 2,
        logContent: '用户-编辑：改密码的那一次',
        operateType: 3,
        userid: 'admin',
        method: 'PUT /sys/user/edit',
        requestParam: JSON.stringify([{ id: 'u1', after: { password: 'Secret123', realname: '张三' }, token: 'abc' }]),
        costTime: 12,
        createTime: '2026-03-01 10:00:00',
      })
      .execute();
    const find = async (query: string) =>
      (await call(t, 'GET', `/sys/log/list?logType=2&${query}`, { token: admin })).body.result.records;
    const [row] = await find(`keyWord=${encodeURIComponent('改密码')}`);
    expect(row).toMatchObject({
      operateType: 3,
      operateType_dictText: '修改',
      costTime: 12,
      method: 'PUT /sys/user/edit',
    });
    expect(JSON.parse(row.requestParam)).toEqual([
      { id: 'u1', after: { password: '******', realname: '张三' }, token: '******' },
    ]);
    // keyWord is matched literally: a wildcard character finds nothing.
    expect(await find(`keyWord=${encodeURIComponent('改%码')}`)).toHaveLength(0);
    expect(await find('createTime_begin=2026-03-01 00:00:00&createTime_end=2026-03-01 23:59:59')).toHaveLength(1);
    expect(
      await find('createTime_begin=2026-03-02 00:00:00&createTime_end=2026-03-02 23:59:59&keyWord=改密码'),
    ).toHaveLength(0);
    expect(await find('operateType=2&keyWord=改密码')).toHaveLength(0);

    // Sort columns come from the schema (JeecgBoot #2201: SQL through `column`).
    expect((await call(t, 'GET', '/sys/log/list?column=sleep(5)&order=asc', { token: admin })).status).toBe(400);
    expect((await call(t, 'POST', '/sys/log/add', { token: admin, body: { logContent: 'x' } })).status).toBe(404);
    expect((await call(t, 'PUT', '/sys/log/edit', { token: admin, body: { id: row.id } })).status).toBe(404);
    const file = await t.app.inject({
      url: '/system-api/sys/log/exportXls?logType=2',
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.rawPayload.includes(Buffer.from('Secret123'))).toBe(false);

    const user = await userWith('log_less', []);
    expect((await call(t, 'GET', '/sys/log/list', { token: user })).status).toBe(403);
    expect((await call(t, 'GET', '/sys/log/list')).status).toBe(401);
  });

  it('shows the row versions of the entities the caller may read, in its site, and two of them to compare', async () => {
    const add = await call(t, 'POST', '/system-api/cms/problem/add', {
      token: admin,
      body: { question: '数据日志问题', answer: '<p>第一版</p>' },
    });
    expect(add.body.success, add.body.message).toBe(true);
    const id = add.body.result as string;
    await call(t, 'PUT', '/system-api/cms/problem/edit', { token: admin, body: { id, answer: '<p>第二版</p>' } });
    const [edited] = (await call(t, 'GET', '/sys/log/list?logType=2&keyWord=常见问题-编辑', { token: admin })).body
      .result.records;
    expect(edited).toMatchObject({ method: 'PUT /cms/problem', requestUrl: '/system-api/cms/problem/edit' });
    expect(edited.costTime).toBeGreaterThanOrEqual(0);
    const list = (await call(t, 'GET', `/sys/dataLog/list?dataId=${id}`, { token: admin })).body.result.records;
    expect(list.map((r: { dataVersion: number }) => r.dataVersion).sort()).toEqual([1, 2]);
    expect(list[0]).toMatchObject({ dataTable: 'cms_problem', dataTable_dictText: '常见问题', dataId: id });
    const versions = (
      await call(t, 'GET', `/sys/dataLog/queryDataVerList?dataTable=cms_problem&dataId=${id}`, { token: admin })
    ).body.result;
    expect(versions.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2]);
    expect(JSON.parse(versions[1].dataContent).answer).toBe('<p>第二版</p>');
    const pair = await call(
      t,
      'GET',
      `/sys/dataLog/queryCompareList?dataId1=${versions[0].id}&dataId2=${versions[1].id}`,
      {
        token: admin,
      },
    );
    expect(pair.body.result.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2]);
    const none = await call(t, 'GET', '/sys/dataLog/queryDataVerList?dataTable=cms_problem&dataId=nope', {
      token: admin,
    });
    expect(none.body).toMatchObject({ success: false, message: '未找到版本信息' });

    // A version of another site's row, and a reader who may not list 常见问题: neither sees what it should not.
    await t.ctx.db
      .insertInto('sysRowVersion')
      .values({
        id: newId(),
        tableName: 'cms_problem',
        rowId: 'elsewhere',
        siteId: 'another-site',
        version: 1,
        action: '添加',
        snapshot: '{}',
        changes: '{}',
        createBy: 'admin',
        createName: null,
        createTime: formatDateTime(),
      })
      .execute();
    expect((await call(t, 'GET', '/sys/dataLog/list?dataId=elsewhere', { token: admin })).body.result.total).toBe(0);
    const reader = await userWith('version_reader', ['system:dataLog:list']);
    expect((await call(t, 'GET', `/sys/dataLog/list?dataId=${id}`, { token: reader })).body.result.total).toBe(0);
    const hidden = await call(t, 'GET', `/sys/dataLog/queryDataVerList?dataTable=cms_problem&dataId=${id}`, {
      token: reader,
    });
    expect(hidden.body.message).toBe('未找到版本信息');
    expect((await call(t, 'POST', '/sys/dataLog/add', { token: admin, body: {} })).status).toBe(404);
  });

  it('lists online users by session id, never a token, and force logout ends the session, its socket, and is logged', async () => {
    await createUser(t, { username: 'second', roleCodes: ['editor'] });
    const res = await call(t, 'POST', '/sys/login', {
      body: { username: 'second', password: PASSWORD },
      headers: { 'user-agent': CHROME },
      ip: '10.1.2.3',
    });
    const token = res.body.result.token as string;
    const userId = res.body.result.userInfo.id as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = await connect(`ws://127.0.0.1:${port}/system-api/websocket/${userId}`, { protocols: [token] });

    const list = await call(t, 'GET', '/sys/online/list?username=second', { token: admin });
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(JSON.stringify(list.body)).not.toContain(admin);
    const [row] = list.body.result.records;
    expect(row).toMatchObject({ username: 'second', ip: '10.1.2.3', browser: 'Chrome 126 / Windows' });
    expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(row.token).toBe(row.id);
    expect(row.current).toBe(false);
    const mine = (await call(t, 'GET', '/sys/online/list?username=admin&pageSize=50', { token: admin })).body.result;
    expect(mine.records.filter((r: { current: boolean }) => r.current)).toHaveLength(1);
    expect(row.lastActiveTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const editor = await login(t, 'second');
    const refused = await call(t, 'POST', '/sys/online/forceLogout', { token: editor, body: { token: row.token } });
    expect(refused.status).toBe(403);
    const out = await call(t, 'POST', '/sys/online/forceLogout', { token: admin, body: { token: row.token } });
    expect(out.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await call(t, 'GET', '/sys/user/getUserSectionInfoByToken', { token })).status).toBe(401);
    expect((await socket.closed).code).toBe(4001);
    const again = await call(t, 'POST', '/sys/online/forceLogout', { token: admin, body: { token: row.token } });
    expect(again.body.message).toBe('Token无效!');

    const logged = (
      await call(t, 'GET', `/sys/log/list?logType=2&keyWord=${encodeURIComponent('强制退出')}`, { token: admin })
    ).body.result.records;
    expect(logged[0]).toMatchObject({
      logContent: '在线用户-强制退出：second',
      userid: 'admin',
      method: 'POST /sys/online/forceLogout',
    });
    expect(logged[0].requestParam).not.toContain(token);
  });
});
