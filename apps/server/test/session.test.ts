import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';

const NEW_PASSWORD = 'Changed@2027';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token?: string) => call(t, 'GET', '/sys/user/getCurrentUserSites', { token });

  it('answers 401 with Token失效 without a token, with a forged one, and after logout', async () => {
    expect((await me()).status).toBe(401);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad');
    expect(forged.status).toBe(401);
    expect(forged.body.message).toContain('Token失效');
    const token = await login(t, 'admin');
    expect((await me(token)).status).toBe(200);
    const out = await call(t, 'POST', '/sys/logout', { token });
    expect(out.body).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 401 });
    expect(after.body.message).toContain('Token失效');
  });

  it('refuses a token signed with another secret or algorithm', async () => {
    const { SignJWT } = await import('jose');
    const token = await login(t, 'admin');
    const sid = await t.ctx.sessions.sidOf(token);
    const other = await new SignJWT({ sid, username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await me(other)).status).toBe(401);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await me(none)).status).toBe(401);
  });

  it('logout without a token or with a dead one says so', async () => {
    expect((await call(t, 'POST', '/sys/logout')).body).toMatchObject({ success: false, message: '退出登录失败！' });
    expect((await call(t, 'POST', '/sys/logout', { token: 'nope' })).body).toMatchObject({
      success: false,
      message: 'Token无效!',
    });
  });

  it('force logout ends another session at once; it needs its permission', async () => {
    const victim = await login(t, 'editor');
    const admin = await login(t, 'admin');
    const list = await call(t, 'GET', '/sys/online/list?username=editor', { token: admin });
    expect(list.body.result.total).toBeGreaterThan(0);
    const row = list.body.result.records[0];
    expect(row.token).not.toBe(victim);
    const denied = await call(t, 'POST', '/sys/online/forceLogout', { token: victim, body: { token: row.token } });
    expect(denied.status).toBe(403);
    const res = await call(t, 'POST', '/sys/online/forceLogout', { token: admin, body: { token: victim } });
    expect(res.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await me(victim)).status).toBe(401);
  });

  it('ends a session left idle too long', async () => {
    const token = await login(t, 'auditor');
    const sid = await t.ctx.sessions.sidOf(token);
    await t.ctx.db
      .updateTable('sysSession')
      .set({ lastSeenAt: Date.now() - t.ctx.config.sessionIdleMs - 1000 })
      .where('id', '=', sid!)
      .execute();
    t.ctx.sessions.forgetUser(
      (await t.ctx.db.selectFrom('sysSession').select('userId').where('id', '=', sid!).executeTakeFirstOrThrow())
        .userId,
    );
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a tenant-id header naming a tenant the user left', async () => {
    await t.ctx.db.insertInto('sysTenant').values({ id: 7, name: '七号租户', status: 1 }).execute();
    t.ctx.tenants.invalidate();
    await createUser(t, { username: 'tenant_user', roleCodes: ['editor'], relTenantIds: '1,7' });
    const res = await call(t, 'POST', '/sys/login', { body: { username: 'tenant_user', password: PASSWORD } });
    expect(res.body.result.tenantList.map((x: { id: number }) => x.id).sort()).toEqual([1, 7]);
    const token = res.body.result.token;
    expect(
      (await call(t, 'GET', '/sys/user/getCurrentUserSites', { token, headers: { 'tenant-id': '7' } })).status,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/sys/user/getCurrentUserSites', { token, headers: { 'tenant-id': '0' } })).status,
    ).toBe(200);
    const moved = await call(t, 'GET', '/sys/user/getCurrentUserSites', { token, headers: { 'tenant-id': '9' } });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe('用户租户信息变更,请重新登陆!');
  });

  it('answers tenantList only to a user with tenants of its own (contract §2.2)', async () => {
    await createUser(t, { username: 'own_tenant_user', roleCodes: ['editor'], relTenantIds: '1' });
    const own = await call(t, 'POST', '/sys/login', { body: { username: 'own_tenant_user', password: PASSWORD } });
    expect(own.body.result.tenantList.map((x: { id: number }) => x.id)).toEqual([1]);
    await createUser(t, { username: 'no_tenant_user', roleCodes: ['editor'] });
    const none = await call(t, 'POST', '/sys/login', { body: { username: 'no_tenant_user', password: PASSWORD } });
    expect(none.body.result.tenantList).toBeUndefined();
  });

  it('refuses login when every tenant of the user is frozen', async () => {
    await t.ctx.db.insertInto('sysTenant').values({ id: 8, name: '冻结租户', status: 0 }).execute();
    t.ctx.tenants.invalidate();
    await createUser(t, { username: 'frozen_tenant_user', roleCodes: ['editor'], relTenantIds: '8' });
    const res = await call(t, 'POST', '/sys/login', { body: { username: 'frozen_tenant_user', password: PASSWORD } });
    expect(res.body).toMatchObject({ success: false, message: '与该用户关联的租户均已被冻结，无法登录！' });
  });

  it('a frozen user loses every session at the next request', async () => {
    const id = await createUser(t, { username: 'to_freeze', roleCodes: ['editor'] });
    const token = await login(t, 'to_freeze');
    await t.ctx.db.updateTable('sysUser').set({ status: 2 }).where('id', '=', id).execute();
    t.ctx.sessions.forgetUser(id);
    expect((await me(token)).status).toBe(401);
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'pw_user', roleCodes: ['editor'] });
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, string>) =>
    call(t, 'POST', '/sys/user/updatePassword', { token, body: { username: 'pw_user', ...body } });

  it('checks ownership, confirmation, the old password and the policy', async () => {
    const token = await login(t, 'pw_user');
    const other = await call(t, 'POST', '/sys/user/updatePassword', {
      token,
      body: { username: 'admin', oldpassword: PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(other.body.message).toBe('只允许修改自己的密码！');
    const mismatch = await change(token, { oldpassword: PASSWORD, password: NEW_PASSWORD, confirmpassword: 'x' });
    expect(mismatch.body.message).toBe('两次输入密码不一致!');
    const wrongOld = await change(token, {
      oldpassword: 'nope',
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
    });
    expect(wrongOld.body.message).toBe('旧密码输入错误!');
    const weak = await change(token, { oldpassword: PASSWORD, password: 'short', confirmpassword: 'short' });
    expect(weak.body.success).toBe(false);
    const missing = await call(t, 'POST', '/sys/user/updatePassword', { token, body: { username: 'pw_user' } });
    expect(missing.body.message).toBe('请输入旧密码!');
  });

  it('ends the other sessions, keeps this one, and the new password works', async () => {
    const a = await login(t, 'pw_user');
    const b = await login(t, 'pw_user');
    const res = await change(a, { oldpassword: PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(res.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: a })).status).toBe(200);
    expect((await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: b })).status).toBe(401);
    const old = await call(t, 'POST', '/sys/login', { body: { username: 'pw_user', password: PASSWORD } });
    expect(old.body.code).toBe(1006);
    expect(await login(t, 'pw_user', NEW_PASSWORD)).toBeTruthy();
  });
});

describe('generated initial password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: '' });
  });
  afterAll(() => t.close());

  it('is returned once and must be changed before anything else', async () => {
    const pw = t.generatedPassword!;
    expect(pw).toMatch(/^.{16}$/);
    const res = await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: pw } });
    expect(res.body.result.userInfo.passwordChangeRequired).toBe(true);
    const token = res.body.result.token;
    const blocked = await call(t, 'GET', '/sys/online/list', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('首次登录请先修改初始密码');
    expect((await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(200);
    const changed = await call(t, 'POST', '/sys/user/updatePassword', {
      token,
      body: { username: 'admin', oldpassword: pw, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(changed.body.success).toBe(true);
    expect((await call(t, 'GET', '/sys/online/list', { token })).status).toBe(200);
  });
});

describe('sites and departments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the sites of the user roles and switches between them', async () => {
    const token = await login(t, 'admin');
    const sites = await call(t, 'GET', '/sys/user/getCurrentUserSites', { token });
    expect(sites.body.result.list.length).toBe(2);
    const target = sites.body.result.list.find((s: { id: string }) => s.id !== sites.body.result.siteId);
    const res = await call(t, 'POST', '/sys/selectDepart', { token, body: { siteId: target.id, username: 'admin' } });
    expect(res.body.success).toBe(true);
    expect(res.body.result.userInfo).toMatchObject({ siteId: target.id, siteName: target.name });
    const after = await call(t, 'GET', '/sys/user/getCurrentUserSites', { token });
    expect(after.body.result.siteId).toBe(target.id);
    // The choice is remembered for the next login.
    const again = await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: PASSWORD } });
    expect(again.body.result.userInfo.siteId).toBe(target.id);
  });

  it('refuses a site outside the user roles', async () => {
    const admin = await login(t, 'admin');
    const all = (await call(t, 'GET', '/sys/user/getCurrentUserSites', { token: admin })).body.result.list;
    const token = await login(t, 'editor');
    const mine = (await call(t, 'GET', '/sys/user/getCurrentUserSites', { token })).body.result.list;
    expect(mine).toHaveLength(1);
    const foreign = all.find((s: { id: string }) => s.id !== mine[0].id);
    const res = await call(t, 'POST', '/sys/selectDepart', { token, body: { siteId: foreign.id, username: 'editor' } });
    expect(res.body).toMatchObject({ success: false, message: '您没有该站点的权限' });
  });

  it('lists the user departments and selects one by org code', async () => {
    const token = await login(t, 'admin');
    const res = await call(t, 'GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(res.body.success).toBe(true);
    const { list } = res.body.result;
    expect(list.length).toBeGreaterThan(0);
    const sel = await call(t, 'POST', '/sys/selectDepart', {
      token,
      body: { orgCode: list[0].orgCode, username: 'admin' },
    });
    expect(sel.body.result.userInfo.orgCode).toBe(list[0].orgCode);
    const bad = await call(t, 'POST', '/sys/selectDepart', { token, body: { orgCode: 'Z99', username: 'admin' } });
    expect(bad.body.success).toBe(false);
  });
});

describe('SMS codes, phone login, registration and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'phone_user', roleCodes: ['editor'], phone: '13800001111' });
  });
  afterAll(() => t.close());
  const lastCode = () => t.sms[t.sms.length - 1].code;

  it('logs in by phone with a code sent through the SMS sender', async () => {
    const sent = await call(t, 'POST', '/sys/sms', { body: { mobile: '13800001111', smsmode: '0' } });
    expect(sent.body.success).toBe(true);
    expect(lastCode()).toMatch(/^\d{6}$/);
    const again = await call(t, 'POST', '/sys/sms', { body: { mobile: '13800001111', smsmode: '0' } });
    expect(again.body.message).toBe('验证码10分钟内，仍然有效！');
    const wrong = await call(t, 'POST', '/sys/phoneLogin', { body: { mobile: '13800001111', captcha: '000000x' } });
    expect(wrong.body).toMatchObject({ success: false, code: 1002 });
    const ok = await call(t, 'POST', '/sys/phoneLogin', { body: { mobile: '13800001111', captcha: lastCode() } });
    expect(ok.body).toMatchObject({ success: true, code: 200 });
    expect(ok.body.result.userInfo.username).toBe('phone_user');
    const reuse = await call(t, 'POST', '/sys/phoneLogin', { body: { mobile: '13800001111', captcha: lastCode() } });
    expect(reuse.body.success).toBe(false);
  });

  it('validates the mobile number', async () => {
    const res = await call(t, 'POST', '/sys/sms', { body: { mobile: '12345', smsmode: '0' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请输入正确手机号');
  });

  it('kills a code after five wrong tries', async () => {
    await createUser(t, { username: 'phone_user2', roleCodes: ['editor'], phone: '13800002222' });
    await call(t, 'POST', '/sys/sms', { body: { mobile: '13800002222', smsmode: '0' } });
    const code = lastCode();
    for (let i = 0; i < 5; i++)
      await call(t, 'POST', '/sys/phoneLogin', { body: { mobile: '13800002222', captcha: '99999x' } });
    const res = await call(t, 'POST', '/sys/phoneLogin', { body: { mobile: '13800002222', captcha: code } });
    expect(res.body.success).toBe(false);
  });

  it('registers an account without roles, then resets its password by SMS', async () => {
    await call(t, 'POST', '/sys/sms', { body: { mobile: '13900003333', smsmode: '1' } });
    const reg = await call(t, 'POST', '/sys/user/register', {
      body: {
        username: 'newcomer',
        password: 'Welcome123',
        phone: '13900003333',
        smscode: lastCode(),
        email: 'n@example.com',
      },
    });
    expect(reg.body).toMatchObject({ success: true, message: '注册成功' });
    const first = await call(t, 'POST', '/sys/login', { body: { username: 'newcomer', password: 'Welcome123' } });
    expect(first.body.message).toBe('您的角色尚未分配站点');
    const dup = await call(t, 'POST', '/sys/sms', { body: { mobile: '13900003333', smsmode: '1' } });
    expect(dup.body.success).toBe(false);

    await call(t, 'POST', '/sys/sms', { body: { mobile: '13900003333', smsmode: '2' } });
    const code = lastCode();
    const verified = await call(t, 'POST', '/sys/user/phoneVerification', {
      body: { phone: '13900003333', smscode: code },
    });
    expect(verified.body.result).toEqual({ smscode: code, username: 'newcomer' });
    const reset = await call(
      t,
      'GET',
      `/sys/user/passwordChange?username=newcomer&password=Another456&smscode=${code}&phone=13900003333`,
    );
    expect(reset.body).toMatchObject({ success: true });
    const hash = await t.ctx.db
      .selectFrom('sysUser')
      .select('password')
      .where('username', '=', 'newcomer')
      .executeTakeFirstOrThrow();
    const { verifyPassword } = await import('../src/core/auth/password.js');
    expect(await verifyPassword('Another456', hash.password)).toBe(true);
  });
});
