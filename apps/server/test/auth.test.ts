import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaStoreKey } from '../src/core/auth/captcha.js';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';

describe('login with captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'on' });
  });
  afterAll(() => t.close());

  const captchaFor = async (key: string) => {
    const img = await call(t, 'GET', `/sys/randomImage/${key}`);
    expect(img.body.success).toBe(true);
    expect(img.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    return (await t.ctx.ephemeral.get(captchaStoreKey(key)))!;
  };

  it('serves a 4-character captcha image as a data URL', async () => {
    const answer = await captchaFor('k-image');
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
  });

  it('answers 验证码无效 (1001) without a captcha and 验证码错误 (1002) for a wrong one', async () => {
    const none = await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: PASSWORD } });
    expect(none.body).toMatchObject({ success: false, code: 1001, message: '验证码无效' });
    await captchaFor('k-wrong');
    const wrong = await call(t, 'POST', '/sys/login', {
      body: { username: 'admin', password: PASSWORD, captcha: 'zzzz!', checkKey: 'k-wrong' },
    });
    expect(wrong.body).toMatchObject({ success: false, code: 1002, message: '验证码错误' });
  });

  it('accepts the answer case-insensitively, once only', async () => {
    const answer = await captchaFor('k-ok');
    const body = { username: 'admin', password: PASSWORD, captcha: answer.toUpperCase(), checkKey: 'k-ok' };
    const first = await call(t, 'POST', '/sys/login', { body });
    expect(first.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const again = await call(t, 'POST', '/sys/login', { body });
    expect(again.body).toMatchObject({ success: false, code: 1002 });
  });

  it('forgets an answer after 60 seconds', async () => {
    await captchaFor('k-old');
    await t.ctx.db
      .updateTable('sysEphemeral')
      .set({ expireAt: Date.now() - 1 })
      .where('key', '=', captchaStoreKey('k-old'))
      .execute();
    const res = await call(t, 'POST', '/sys/login', {
      body: { username: 'admin', password: PASSWORD, captcha: 'abcd', checkKey: 'k-old' },
    });
    expect(res.body.code).toBe(1002);
  });
});

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'closed_user', roleCodes: ['editor'], delFlag: 1 });
    await createUser(t, { username: 'frozen_user', roleCodes: ['editor'], status: 2 });
    await createUser(t, { username: 'no_site_user' });
  });
  afterAll(() => t.close());

  it('returns token, userInfo without secrets, departments, dictionaries and the site', async () => {
    const res = await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: PASSWORD } });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const r = res.body.result;
    expect(typeof r.token).toBe('string');
    expect(r.userInfo).toMatchObject({ username: 'admin', passwordChangeRequired: false });
    expect(r.userInfo.password).toBeUndefined();
    expect(r.userInfo.salt).toBeUndefined();
    expect(r.userInfo.siteId).toBeTruthy();
    expect(r.userInfo.siteName).toBeTruthy();
    expect(r.userInfo.siteInfo.id).toBe(r.userInfo.siteId);
    expect([0, 1, 2]).toContain(r.multi_depart);
    expect(Array.isArray(r.departs)).toBe(true);
    expect(r.sysAllDictItems.sex).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: '1', text: '男', title: '男' })]),
    );
  });

  it.each([
    ['nobody_here', PASSWORD, 1003, '该用户不存在'],
    ['closed_user', PASSWORD, 1004, '该用户已注销'],
    ['frozen_user', PASSWORD, 1005, '该用户已冻结'],
    ['admin', 'wrong-password-1', 1006, '用户名或密码错误'],
  ])('%s → %i %s', async (username, password, code, message) => {
    const res = await call(t, 'POST', '/sys/login', { body: { username, password }, ip: '10.9.0.1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code, message });
  });

  it('refuses a user whose roles have no site', async () => {
    const res = await call(t, 'POST', '/sys/login', { body: { username: 'no_site_user', password: PASSWORD } });
    expect(res.body).toMatchObject({ success: false, message: '您的角色尚未分配站点' });
  });

  it('asks for the account name and password in the spec words', async () => {
    const res = await call(t, 'POST', '/sys/login', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: '请输入帐户名' });
    const res2 = await call(t, 'POST', '/sys/login', { body: { username: 'admin' } });
    expect(res2.body.message).toBe('请输入密码');
  });

  it('locks an account for 10 minutes after 5 failures from one address, even with the right password', async () => {
    await createUser(t, { username: 'lock_me', roleCodes: ['editor'] });
    for (let i = 0; i < 5; i++) {
      const r = await call(t, 'POST', '/sys/login', {
        body: { username: 'lock_me', password: 'bad-pass-1' },
        ip: '10.1.0.1',
      });
      expect(r.body.code).toBe(1006);
    }
    const locked = await call(t, 'POST', '/sys/login', {
      body: { username: 'lock_me', password: PASSWORD },
      ip: '10.1.0.1',
    });
    expect(locked.body).toMatchObject({ success: false, message: '该用户登录失败次数过多，请于10分钟后再次登录！' });
    // Nobody locks an account out from everywhere: the owner signs in from another address.
    expect(await login(t, 'lock_me', PASSWORD, '10.1.1.1')).toBeTruthy();
    // Ten minutes later the account opens again at that address too.
    await t.ctx.db
      .updateTable('sysEphemeral')
      .set({ expireAt: Date.now() - 1 })
      .where('key', 'like', 'loginfail:user:lock_me%')
      .execute();
    expect(await login(t, 'lock_me', PASSWORD, '10.1.0.1')).toBeTruthy();
  });

  it('does not lock admin out with five wrong passwords from elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: 'wrong-pass' }, ip: '10.3.0.1' });
    }
    expect(await login(t, 'admin', PASSWORD, '10.3.0.2')).toBeTruthy();
  });

  it('tells a frozen account with a wrong password only that the password is wrong', async () => {
    await createUser(t, { username: 'frozen_one', status: 2 });
    const wrong = await call(t, 'POST', '/sys/login', { body: { username: 'frozen_one', password: 'bad-pass-1' } });
    expect(wrong.body).toMatchObject({ success: false, code: 1006 });
    const right = await call(t, 'POST', '/sys/login', { body: { username: 'frozen_one', password: PASSWORD } });
    expect(right.body).toMatchObject({ success: false, code: 1005 });
  });

  it('counts and throttles wrong old passwords when a user changes its password', async () => {
    await createUser(t, { username: 'pw_guess', roleCodes: ['editor'] });
    const token = await login(t, 'pw_guess');
    const change = (oldpassword: string) =>
      call(t, 'PUT', '/sys/user/updatePassword', {
        token,
        body: { username: 'pw_guess', oldpassword, password: 'Neu2026pass', confirmpassword: 'Neu2026pass' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).body.message).toBe('旧密码输入错误!');
    const locked = await change(PASSWORD);
    expect(locked.body).toMatchObject({ success: false, message: '旧密码错误次数过多，请于10分钟后再试' });
    expect(await login(t, 'pw_guess', PASSWORD, '10.4.0.1')).toBeTruthy();
  });

  it('locks an IP after 20 failures whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      await call(t, 'POST', '/sys/login', { body: { username: `ghost${i}`, password: 'x1234567' }, ip: '10.2.0.1' });
    }
    const res = await call(t, 'POST', '/sys/login', {
      body: { username: 'admin', password: PASSWORD },
      ip: '10.2.0.1',
    });
    expect(res.body).toMatchObject({ success: false, message: '登录失败次数过多，请10分钟后再试' });
  });

  it('records the login in the system log', async () => {
    const before = await t.ctx.db.selectFrom('sysLog').select('id').where('userid', '=', 'admin').execute();
    await login(t, 'admin');
    const after = await t.ctx.db
      .selectFrom('sysLog')
      .select(['logType', 'logContent', 'ip'])
      .where('userid', '=', 'admin')
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ logType: 1, ip: '127.0.0.1' });
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-IP budget of the login endpoints', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call(t, 'GET', `/sys/randomImage/r${i}`, { ip: '10.3.0.1' })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    const other = await call(t, 'GET', '/sys/randomImage/r9', { ip: '10.3.0.2' });
    expect(other.status).toBe(200);
  });
});
