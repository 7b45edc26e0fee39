import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId, roleId } from '../src/db/seed/ids.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;
const NEW_PASSWORD = 'Neu2026pass';
// Seed org codes: A01 company, A01A01 研发中心, A01A01A01 软件部, A01A01A02 硬件部, A01A02A01 品牌部.
const RD = departId('A01A01');
const SOFTWARE = departId('A01A01A01');
const BRAND = departId('A01A02A01');
/** Where new test users go by default (outside 研发中心, whose members the tests count). */
const HR = departId('A01A04');
const RD_USERS = ['lina', 'liuyang', 'wangfang', 'xuli', 'zhangwei'];

type Body = Record<string, unknown>;

describe('users (contract §7.1)', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  /** Every response body, to check that no password hash or salt ever leaves the server. */
  const seen: unknown[] = [];
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token = admin, body?: unknown) => {
    const r = await call(t, method, path, { token, body });
    seen.push(r.body);
    return r;
  };
  const add = (body: Body, token = admin) => api('POST', '/sys/user/add', token, body);
  const list = (qs = '', token = admin) => api('GET', `/sys/user/list?${qs}`, token);
  const byId = async (id: string) => (await api('GET', `/sys/user/queryById?id=${id}`)).body.result;
  const row = (username: string) =>
    t.ctx.db.selectFrom('sysUser').selectAll().where('username', '=', username).executeTakeFirst();
  const idOf = async (username: string) => (await row(username))?.id as string;
  const usernames = (records: { username: string }[]) => records.map((r) => r.username).sort();
  let seq = 0;
  /** A valid new user with its own unique values. */
  const fresh = (extra: Body = {}): Body => {
    seq += 1;
    return {
      username: `user_${seq}`,
      realname: `用户${seq}`,
      password: NEW_PASSWORD,
      phone: `139${String(10000000 + seq)}`,
      email: `u${seq}@example.com`,
      workNo: `W${seq}`,
      sex: 1,
      selectedroles: roleId('editor'),
      selecteddeparts: HR,
      ...extra,
    };
  };
  const addOk = async (extra: Body = {}) => {
    const body = fresh(extra);
    const r = await add(body);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true, message: '添加成功！' });
    return { id: r.body.result as string, username: body.username as string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    editor = await login(t, 'editor');
  });
  afterAll(async () => {
    // No password hash, salt or password field in any response of this suite.
    const text = JSON.stringify(seen);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/"(password|salt)"\s*:/);
    await t.close();
  });

  describe('list', () => {
    it('pages users with department names and without secrets or the reserved account', async () => {
      await createUser(t, { username: '_reserve_user_external' });
      const r = await list('pageSize=100');
      expect(r.body.success).toBe(true);
      const records = r.body.result.records as Body[];
      expect(records.length).toBeGreaterThan(10);
      expect(records.map((x) => x.username)).not.toContain('_reserve_user_external');
      const zhang = records.find((x) => x.username === 'zhangwei') as Body;
      expect(zhang.orgCodeTxt).toBe('软件部');
      expect(zhang.sex_dictText).toMatch(/^[男女]$/);
      for (const x of records) {
        expect(x).not.toHaveProperty('password');
        expect(x).not.toHaveProperty('salt');
      }
    });

    it('filters by department including sub-departments', async () => {
      const rd = await list(`departId=${RD}&pageSize=100`);
      expect(usernames(rd.body.result.records)).toEqual(RD_USERS);
      expect(rd.body.result.total).toBe(RD_USERS.length);
      const soft = await list(`departId=${SOFTWARE}&pageSize=100`);
      expect(usernames(soft.body.result.records)).toEqual(['wangfang', 'zhangwei']);
      const unknown = await list('departId=nosuchdepart');
      expect(unknown.body.result.total).toBe(0);
      // Combined with the ordinary query rules.
      const both = await list(`departId=${RD}&realname=${enc('*伟*')}`);
      expect(usernames(both.body.result.records)).toEqual(['zhangwei']);
    });

    it('refuses a sort on the password', async () => {
      expect((await list('column=password&order=asc')).status).toBe(400);
    });

    it('is forbidden to a user without system permissions', async () => {
      expect((await list('', editor)).status).toBe(403);
      expect((await api('GET', `/sys/user/queryById?id=${await idOf('admin')}`, editor)).status).toBe(403);
      expect((await add(fresh(), editor)).status).toBe(403);
      expect((await api('PUT', '/sys/user/edit', editor, { id: await idOf('admin') })).status).toBe(403);
      expect((await api('PUT', '/sys/user/frozenBatch', editor, { ids: 'x', status: 2 })).status).toBe(403);
      expect((await api('PUT', '/sys/user/changePassword', editor, { username: 'x', password: 'y' })).status).toBe(403);
      expect((await api('GET', '/sys/user/recycleBin', editor)).status).toBe(403);
      expect((await api('GET', `/sys/user/userRoleList?roleId=${roleId('editor')}`, editor)).status).toBe(403);
      expect((await api('GET', `/sys/user/departUserList?depId=${RD}`, editor)).status).toBe(403);
    });
  });

  describe('add', () => {
    it('creates the user with hashed password, status 1, roles, departments and the first department code', async () => {
      const { id, username } = await addOk({ selecteddeparts: `${BRAND},${HR}` });
      const db = await row(username);
      expect(db?.password).toMatch(/^scrypt\$/);
      expect(db?.status).toBe(1);
      expect(db?.delFlag).toBe(0);
      expect(db?.orgCode).toBe('A01A02A01');
      const u = await byId(id);
      expect(u).toMatchObject({ username, status: 1, selectedroles: roleId('editor') });
      expect(u.selecteddeparts.split(',').sort()).toEqual([BRAND, HR].sort());
      expect(u.orgCodeTxt.split(',').sort()).toEqual(['品牌部', '行政人事部'].sort());
      expect(u.sites.length).toBeGreaterThan(0);
      // The operation log records the change, never the hash.
      const logs = await t.ctx.db.selectFrom('sysLog').select('requestParam').where('logType', '=', 2).execute();
      expect(logs.some((l) => l.requestParam?.includes(username))).toBe(true);
      expect(logs.some((l) => l.requestParam?.includes('scrypt'))).toBe(false);
      // The new user can sign in with the password given.
      expect(await login(t, username, NEW_PASSWORD)).toBeTruthy();
    });

    it('ignores status, delFlag, createBy and other protected fields in the body', async () => {
      const { username } = await addOk({ status: 2, delFlag: 1, createBy: 'hacker', siteId: 'x', orgCode: 'ZZ' });
      const db = await row(username);
      expect(db).toMatchObject({ status: 1, delFlag: 0, createBy: 'admin', orgCode: 'A01A04' });
      expect(db?.siteId).toBeNull();
    });

    it('requires a password that meets the policy', async () => {
      const a = await add(fresh({ password: undefined }));
      expect(a.body.success).toBe(false);
      const b = await add(fresh({ password: 'short1' }));
      expect(b.body).toMatchObject({ success: false, message: expect.stringContaining('密码长度') });
      const c = await add(fresh({ password: 'onlyletters' }));
      expect(c.body.success).toBe(false);
      const d = await add(fresh({ confirmpassword: 'Different99' }));
      expect(d.body).toMatchObject({ success: false, message: '两次输入密码不一致!' });
    });

    it('refuses unknown role or department ids and writes nothing', async () => {
      const a = fresh({ selectedroles: `${roleId('editor')},${'0'.repeat(32)}` });
      const ra = await add(a);
      expect(ra.body).toMatchObject({ success: false, message: '所选角色不存在' });
      expect(await row(a.username as string)).toBeUndefined();
      const b = fresh({ selecteddeparts: '0'.repeat(32) });
      const rb = await add(b);
      expect(rb.body).toMatchObject({ success: false, message: '所选部门不存在或已删除' });
      expect(await row(b.username as string)).toBeUndefined();
    });

    it('validates fields from the schema', async () => {
      const r = await add(fresh({ username: 'a b' }));
      expect(r.status).toBe(400);
      const e = await add(fresh({ email: 'not-an-email' }));
      expect(e.status).toBe(400);
      const s = await add(fresh({ sex: 9 }));
      expect(s.status).toBe(400);
    });

    it('keeps username, phone, e-mail and work number unique', async () => {
      const cases: [Body, string][] = [
        [{ username: 'zhangwei' }, '用户账号已存在'],
        [{ phone: '13800138001' }, '手机号码已存在'],
        [{ email: 'editor@' }, ''],
        [{ workNo: 'YZ0002' }, '工号已存在'],
      ];
      const editorRow = await row('editor');
      cases[2] = [{ email: editorRow?.email }, '电子邮件已存在'];
      for (const [extra, message] of cases) {
        const body = fresh(extra);
        const r = await add(body);
        expect(r.body, JSON.stringify(extra)).toMatchObject({ success: false, message });
      }
    });
  });

  describe('edit', () => {
    it('changes allowed fields, never the password, status or audit columns', async () => {
      const { id, username } = await addOk();
      const before = await row(username);
      const r = await api('PUT', '/sys/user/edit', admin, {
        id,
        realname: '新名字',
        status: 2,
        delFlag: 1,
        password: 'Hacked123',
        createBy: 'hacker',
        passwordChangeRequired: 1,
      });
      expect(r.body).toMatchObject({ success: true });
      const after = await row(username);
      expect(after).toMatchObject({
        realname: '新名字',
        status: 1,
        delFlag: 0,
        createBy: 'admin',
        password: before?.password,
        passwordChangeRequired: 0,
      });
      expect(after?.updateBy).toBe('admin');
    });

    it('replaces roles and departments when sent, keeps them when absent', async () => {
      const { id } = await addOk();
      const put = (body: Body) => api('POST', '/sys/user/edit', admin, { id, ...body });
      expect(
        (await put({ selectedroles: `${roleId('auditor')},${roleId('guest')}`, selecteddeparts: BRAND })).body.success,
      ).toBe(true);
      let u = await byId(id);
      expect(u.selectedroles.split(',').sort()).toEqual([roleId('auditor'), roleId('guest')].sort());
      expect(u.selecteddeparts).toBe(BRAND);
      expect(u.orgCode).toBe('A01A02A01');
      expect((await put({ realname: '只改名字' })).body.success).toBe(true);
      u = await byId(id);
      expect(u.selectedroles.split(',').sort()).toEqual([roleId('auditor'), roleId('guest')].sort());
      expect((await put({ selectedroles: '' })).body.success).toBe(true);
      expect((await api('GET', `/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([]);
    });

    it('keeps the departments a 上级 heads (负责部门, departIds)', async () => {
      const { id } = await addOk();
      const r = await api('PUT', '/sys/user/edit', admin, { id, userIdentity: 2, departIds: `${RD},${BRAND}` });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
      expect(await byId(id)).toMatchObject({ userIdentity: 2, departIds: `${RD},${BRAND}` });
    });

    it('refuses unknown ids, a username change and duplicates without changing anything', async () => {
      const { id, username } = await addOk();
      const r = await api('PUT', '/sys/user/edit', admin, { id, realname: 'X', selectedroles: '0'.repeat(32) });
      expect(r.body).toMatchObject({ success: false, message: '所选角色不存在' });
      expect((await row(username))?.realname).not.toBe('X');
      expect((await api('GET', `/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([roleId('editor')]);
      const u = await api('PUT', '/sys/user/edit', admin, { id, username: 'renamed_user' });
      expect(u.body).toMatchObject({ success: false, message: '用户账号不允许修改' });
      const p = await api('PUT', '/sys/user/edit', admin, { id, phone: '13800138001' });
      expect(p.body).toMatchObject({ success: false, message: '手机号码已存在' });
    });

    it('answers a stale edit with 409', async () => {
      const { id } = await addOk();
      const u = await byId(id);
      const first = await api('PUT', '/sys/user/edit', admin, { id, realname: '第一', updateTime: u.updateTime });
      expect(first.body.success).toBe(true);
      // A second client still holding the first read: stale.
      const stale = await api('PUT', '/sys/user/edit', admin, { id, realname: '第二', updateTime: u.updateTime });
      expect(stale.status).toBe(409);
      expect((await byId(id)).realname).toBe('第一');
    });

    it('grants the new role at once (permission cache cleared)', async () => {
      const { id, username } = await addOk();
      const token = await login(t, username, NEW_PASSWORD);
      expect((await list('', token)).status).toBe(403);
      await api('PUT', '/sys/user/edit', admin, { id, selectedroles: `${roleId('editor')},${roleId('auditor')}` });
      expect((await list('', token)).status).toBe(200);
    });
  });

  describe('delete, freeze and password reset', () => {
    let admin2: string;
    beforeAll(async () => {
      await createUser(t, { username: 'admin_two', roleCodes: ['admin'] });
      admin2 = await login(t, 'admin_two');
    });

    it('refuses to delete yourself or the admin account', async () => {
      const self = await api('DELETE', `/sys/user/delete?id=${await idOf('admin')}`);
      expect(self.body).toMatchObject({ success: false, message: '不能删除当前登录用户' });
      const adm = await api('DELETE', `/sys/user/delete?id=${await idOf('admin')}`, admin2);
      expect(adm.body).toMatchObject({ success: false, message: '不能删除超级管理员账号' });
      const { id } = await addOk();
      const batch = await api('DELETE', `/sys/user/deleteBatch?ids=${id},${await idOf('admin_two')},`, admin2);
      expect(batch.body.success).toBe(false);
      expect((await byId(id)).username).toBeTruthy();
      expect((await row('admin'))?.delFlag).toBe(0);
    });

    it('deletes logically and ends the sessions of the deleted users', async () => {
      const a = await addOk();
      const b = await addOk();
      const ta = await login(t, a.username, NEW_PASSWORD);
      const one = await api('DELETE', `/sys/user/delete?id=${a.id}`);
      expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
      expect((await row(a.username))?.delFlag).toBe(1);
      expect((await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: ta })).status).toBe(401);
      const many = await api('DELETE', `/sys/user/deleteBatch?ids=${b.id},`);
      expect(many.body).toMatchObject({ success: true });
      expect((await list(`username=${b.username}`)).body.result.total).toBe(0);
    });

    it('freezes (ending sessions) and unfreezes in batch', async () => {
      const a = await addOk();
      const b = await addOk();
      const ta = await login(t, a.username, NEW_PASSWORD);
      const r = await api('PUT', '/sys/user/frozenBatch', admin, { ids: `${a.id},${b.id}`, status: 2 });
      expect(r.body).toMatchObject({ success: true, message: '冻结成功!' });
      expect((await row(a.username))?.status).toBe(2);
      expect((await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: ta })).status).toBe(401);
      const again = await call(t, 'POST', '/sys/login', { body: { username: a.username, password: NEW_PASSWORD } });
      expect(again.body).toMatchObject({ success: false, message: '该用户已冻结' });
      const un = await api('PUT', '/sys/user/frozenBatch', admin, { ids: [a.id, b.id], status: '1' });
      expect(un.body).toMatchObject({ success: true, message: '解冻成功!' });
      expect(await login(t, a.username, NEW_PASSWORD)).toBeTruthy();
    });

    it('refuses to freeze yourself or the admin account, and bad input', async () => {
      const self = await api('PUT', '/sys/user/frozenBatch', admin, { ids: await idOf('admin'), status: 2 });
      expect(self.body).toMatchObject({ success: false, message: '不能冻结当前登录用户' });
      const adm = await api('PUT', '/sys/user/frozenBatch', admin2, { ids: await idOf('admin'), status: 2 });
      expect(adm.body).toMatchObject({ success: false, message: '不能冻结超级管理员账号' });
      expect((await row('admin'))?.status).toBe(1);
      const bad = await api('PUT', '/sys/user/frozenBatch', admin, { ids: await idOf('zhangwei'), status: 3 });
      expect(bad.status).toBe(400);
      const none = await api('PUT', '/sys/user/frozenBatch', admin, { ids: '', status: 2 });
      expect(none.status).toBe(400);
    });

    it('resets a password: policy, sessions end, change required at next login', async () => {
      const a = await addOk();
      const ta = await login(t, a.username, NEW_PASSWORD);
      const weak = await api('PUT', '/sys/user/changePassword', admin, { username: a.username, password: 'abc' });
      expect(weak.body.success).toBe(false);
      const unknown = await api('PUT', '/sys/user/changePassword', admin, {
        username: 'nobody_x',
        password: 'Reset2026x',
      });
      expect(unknown.body).toMatchObject({ success: false, message: '用户不存在！' });
      const r = await api('PUT', '/sys/user/changePassword', admin, { username: a.username, password: 'Reset2026x' });
      expect(r.body).toMatchObject({ success: true, message: '密码修改成功!' });
      expect((await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: ta })).status).toBe(401);
      expect((await row(a.username))?.passwordChangeRequired).toBe(1);
      const res = await call(t, 'POST', '/sys/login', { body: { username: a.username, password: 'Reset2026x' } });
      expect(res.body.code).toBe(200);
      expect(res.body.result.userInfo.passwordChangeRequired).toBe(true);
      const blocked = await call(t, 'GET', '/sys/user/checkOnlyUser?username=zz', { token: res.body.result.token });
      expect(blocked.status).toBe(403);
    });
  });

  describe('lookups and pickers', () => {
    it('answers role ids and departments of a user', async () => {
      const id = await idOf('zhangwei');
      expect((await api('GET', `/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([roleId('editor')]);
      const d = await api('GET', `/sys/user/userDepartList?userId=${id}`);
      expect(d.body.result).toEqual([{ key: SOFTWARE, value: SOFTWARE, title: '软件部' }]);
      expect((await api('GET', '/sys/user/queryUserRole')).status).toBe(400);
    });

    it('checks uniqueness of the unique fields only, for any signed-in user', async () => {
      const check = (qs: string, token = editor) => api('GET', `/sys/user/checkOnlyUser?${qs}`, token);
      expect((await check('username=zhangwei')).body).toMatchObject({ success: false, message: '用户账号已存在' });
      expect((await check('username=nobody_here')).body.success).toBe(true);
      expect((await check(`username=zhangwei&id=${await idOf('zhangwei')}`)).body.success).toBe(true);
      expect((await check('phone=13800138001')).body).toMatchObject({ success: false, message: '手机号码已存在' });
      expect((await check('workNo=YZ0001')).body).toMatchObject({ success: false, message: '工号已存在' });
      const email = (await row('editor'))?.email as string;
      expect((await check(`email=${enc(email)}`)).body).toMatchObject({ success: false, message: '电子邮件已存在' });
      // Not an oracle for anything else.
      expect((await check('password=x')).status).toBe(400);
      expect((await check('realname=张伟')).status).toBe(400);
      expect((await call(t, 'GET', '/sys/user/checkOnlyUser?username=admin')).status).toBe(401);
    });

    it('lists users of a department and its sub-departments (queryUserByDepId)', async () => {
      const r = await api('GET', `/sys/user/queryUserByDepId?id=${RD}`, editor);
      expect(r.body.success).toBe(true);
      expect(usernames(r.body.result)).toEqual(RD_USERS);
      const one = r.body.result[0];
      expect(one).toHaveProperty('orgCodeTxt');
      expect(one).not.toHaveProperty('email');
      const named = await api('GET', `/sys/user/queryUserByDepId?id=${RD}&realname=${enc('伟')}`, editor);
      expect(usernames(named.body.result)).toEqual(['zhangwei']);
      expect((await api('GET', '/sys/user/queryUserByDepId?id=nosuch', editor)).body.success).toBe(false);
    });

    it('pages the user picker with department and escaped LIKE filters', async () => {
      const all = await api('GET', '/sys/user/queryUserComponentData?pageNo=1&pageSize=5', editor);
      expect(all.body.result.records).toHaveLength(5);
      expect(all.body.result.total).toBeGreaterThan(10);
      const dep = await api('GET', `/sys/user/queryUserComponentData?departId=${RD}&pageSize=20`, editor);
      expect(usernames(dep.body.result.records)).toEqual(RD_USERS);
      expect(dep.body.result.records.find((x: Body) => x.username === 'xuli').orgCodeTxt).toBe('研发中心');
      const like = await api('GET', `/sys/user/queryUserComponentData?username=${enc('ang')}&pageSize=50`, editor);
      expect(usernames(like.body.result.records)).toEqual(expect.arrayContaining(['wangfang', 'zhangwei', 'yangfan']));
      // `_` and `%` match literally.
      const underscore = await api('GET', `/sys/user/queryUserComponentData?username=${enc('%')}`, editor);
      expect(underscore.body.result.total).toBe(0);
      const us = await api('GET', `/sys/user/queryUserComponentData?username=${enc('g_')}`, editor);
      // Unescaped, `g_` would match wangfang and zhangwei.
      expect(us.body.result.total).toBe(0);
      const rec = all.body.result.records[0];
      expect(rec).not.toHaveProperty('email');
      expect(rec).not.toHaveProperty('relTenantIds');
      expect((await api('GET', '/sys/user/queryUserComponentData?column=password', editor)).status).toBe(400);
    });

    it('answers getMultiUser with a bare array and only id/username as keys', async () => {
      const r = await api('GET', '/sys/user/getMultiUser?username=zhangwei,xuli', editor);
      expect(Array.isArray(r.body)).toBe(true);
      expect(usernames(r.body)).toEqual(['xuli', 'zhangwei']);
      expect(r.body[0]).not.toHaveProperty('email');
      const ids = await api('GET', `/sys/user/getMultiUser?id=${await idOf('xuli')}`, editor);
      expect(usernames(ids.body)).toEqual(['xuli']);
      expect((await api('GET', '/sys/user/getMultiUser?realname=张伟', editor)).status).toBe(400);
      expect((await api('GET', '/sys/user/getMultiUser?password=x', editor)).status).toBe(400);
    });

    it('answers queryByIds', async () => {
      const ids = [await idOf('xuli'), await idOf('lina')].join(',');
      const r = await api('GET', `/sys/user/queryByIds?userIds=${ids}`, editor);
      expect(r.body.success).toBe(true);
      expect(usernames(r.body.result)).toEqual(['lina', 'xuli']);
      expect((await api('GET', '/sys/user/queryByIds', editor)).status).toBe(400);
    });
  });

  describe('recycle bin', () => {
    it('lists deleted users with department names, restores and purges them', async () => {
      const a = await addOk();
      const b = await addOk();
      await api('DELETE', `/sys/user/deleteBatch?ids=${a.id},${b.id}`);
      const bin = await api('GET', '/sys/user/recycleBin');
      const names = (bin.body.result as Body[]).map((x) => x.username);
      expect(names).toEqual(expect.arrayContaining([a.username, b.username]));
      const ra = (bin.body.result as Body[]).find((x) => x.username === a.username) as Body;
      expect(ra.orgCode).toBe('行政人事部');

      const restore = await api('PUT', '/sys/user/putRecycleBin', admin, { userIds: a.id });
      expect(restore.body).toMatchObject({ success: true, message: '还原成功' });
      expect((await list(`username=${a.username}`)).body.result.total).toBe(1);
      expect(await login(t, a.username, NEW_PASSWORD)).toBeTruthy();

      // A deleted user's unique values stay taken (the unique index covers the recycle bin).
      const dup = await add(fresh({ username: b.username }));
      expect(dup.body).toMatchObject({ success: false, message: '用户账号已存在（在回收站中）' });

      // Purging an active user does nothing.
      const active = await api('DELETE', `/sys/user/deleteRecycleBin?userIds=${a.id}`);
      expect(active.body.success).toBe(false);
      expect(await row(a.username)).toBeTruthy();

      const purge = await api('DELETE', `/sys/user/deleteRecycleBin?userIds=${b.id}`);
      expect(purge.body).toMatchObject({ success: true });
      expect(await row(b.username)).toBeUndefined();
      const links = await t.ctx.db.selectFrom('sysUserRole').select('id').where('userId', '=', b.id).execute();
      const departs = await t.ctx.db.selectFrom('sysUserDepart').select('id').where('userId', '=', b.id).execute();
      expect(links).toEqual([]);
      expect(departs).toEqual([]);
      // The name is free again.
      const again = await add(fresh({ username: b.username }));
      expect(again.body.success).toBe(true);
    });
  });

  describe('role members', () => {
    it('lists, adds and removes the users of a role, with immediate effect on permissions', async () => {
      const { id, username } = await addOk({ selectedroles: '' });
      const token = await login(t, username, NEW_PASSWORD).catch(() => '');
      // No role, no site: the user cannot sign in yet.
      expect(token).toBe('');
      const auditor = roleId('auditor');
      const before = await api('GET', `/sys/user/userRoleList?roleId=${auditor}&pageSize=50`);
      expect(before.body.result.records.map((x: Body) => x.username)).toContain('auditor');
      expect(before.body.result.records.map((x: Body) => x.username)).not.toContain(username);

      const addR = await api('POST', '/sys/user/addSysUserRole', admin, { roleId: auditor, userIdList: [id] });
      expect(addR.body).toMatchObject({ success: true, message: '添加成功!' });
      const u = await login(t, username, NEW_PASSWORD);
      expect((await list('', u)).status).toBe(200);
      const filtered = await api('GET', `/sys/user/userRoleList?roleId=${auditor}&username=${username}`);
      expect(filtered.body.result.records.map((x: Body) => x.username)).toEqual([username]);

      const del = await api('DELETE', `/sys/user/deleteUserRole?roleId=${auditor}&userId=${id}`);
      expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
      expect((await list('', u)).status).toBe(403);

      await api('POST', '/sys/user/addSysUserRole', admin, { roleId: auditor, userIdList: `${id}` });
      const batch = await api('DELETE', `/sys/user/deleteUserRoleBatch?roleId=${auditor}&userIds=${id},`);
      expect(batch.body.success).toBe(true);
      expect((await api('GET', `/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([]);
    });

    it('refuses unknown roles or users', async () => {
      const id = await idOf('zhangwei');
      const r = await api('POST', '/sys/user/addSysUserRole', admin, { roleId: 'nosuch', userIdList: [id] });
      expect(r.body).toMatchObject({ success: false, message: '所选角色不存在' });
      const u = await api('POST', '/sys/user/addSysUserRole', admin, {
        roleId: roleId('auditor'),
        userIdList: [id, 'nosuchuser'],
      });
      expect(u.body).toMatchObject({ success: false });
      expect((await api('GET', `/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([roleId('editor')]);
      expect((await api('GET', '/sys/user/userRoleList')).status).toBe(400);
    });
  });

  describe('department members', () => {
    it('lists (with sub-departments), adds and removes the users of a department', async () => {
      const list1 = await api('GET', `/sys/user/departUserList?depId=${RD}&pageSize=50`);
      expect(usernames(list1.body.result.records)).toEqual(RD_USERS);
      const named = await api('GET', `/sys/user/departUserList?depId=${RD}&username=zhang`);
      expect(usernames(named.body.result.records)).toEqual(['zhangwei']);

      const { id, username } = await addOk({ selecteddeparts: '' });
      expect((await row(username))?.orgCode).toBeNull();
      const addR = await api('POST', '/sys/user/editSysDepartWithUser', admin, { depId: SOFTWARE, userIdList: [id] });
      expect(addR.body).toMatchObject({ success: true, message: '添加成功!' });
      expect((await row(username))?.orgCode).toBe('A01A01A01');
      const after = await api('GET', `/sys/user/departUserList?depId=${RD}&pageSize=50`);
      expect(usernames(after.body.result.records)).toContain(username);

      const del = await api('DELETE', `/sys/user/deleteUserInDepart?depId=${SOFTWARE}&userId=${id}`);
      expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
      expect((await api('GET', `/sys/user/userDepartList?userId=${id}`)).body.result).toEqual([]);

      await api('POST', '/sys/user/editSysDepartWithUser', admin, { depId: BRAND, userIdList: `${id}` });
      const batch = await api('DELETE', `/sys/user/deleteUserInDepartBatch?depId=${BRAND}&userIds=${id},`);
      expect(batch.body.success).toBe(true);
      expect((await api('GET', `/sys/user/userDepartList?userId=${id}`)).body.result).toEqual([]);
    });

    it('refuses an unknown department', async () => {
      const id = await idOf('zhangwei');
      const r = await api('POST', '/sys/user/editSysDepartWithUser', admin, { depId: 'nosuch', userIdList: [id] });
      expect(r.body.success).toBe(false);
      expect((await api('GET', '/sys/user/departUserList')).status).toBe(400);
    });
  });
});
